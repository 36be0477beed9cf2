// The scripts' copy of src/server/lib/supported-node.ts (scripts run as plain JavaScript, before any build).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This shop needs Node.js 24 or newer; this is Node.js ${process.versions.node} (${process.execPath}).\n` +
      'Run it through npm (npm start, npm test): npm puts the Node.js 24 LTS that `npm ci` installs in node_modules/.bin first.',
  );
  process.exit(1);
}
