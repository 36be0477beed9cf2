/**
 * The walls between the parts of the code (decision 007), as one ESLint rule: every relative
 * import is resolved to the file it names and checked against the table below.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Screen folders are every folder of a face other than these. */
const FACE_COMMONS = new Set(['components', 'lib', 'i18n']);

/** What a file is: its area, and for the web faces, the face and its folder. */
function place(file) {
  const p = rel(file);
  if (p.startsWith('src/contract/')) return { area: 'contract' };
  if (p.startsWith('src/server/media/')) return { area: 'server-media' };
  if (p.startsWith('src/server/db/')) return { area: 'server-db' };
  if (p.startsWith('src/server/')) return { area: 'server' };
  // A file right in a face's folder (admin/admin-pages.ts) belongs to the face, not to a screen.
  const web = /^src\/web\/(storefront|admin|shared)\/(?:([^/]+)\/)?/.exec(p);
  if (web) {
    const folder = web[2] ?? '';
    return { area: 'web-face', face: web[1], folder, screen: folder !== '' && !FACE_COMMONS.has(folder) && web[1] !== 'shared' };
  }
  if (p === 'src/web/admin-door.ts') return { area: 'web-admin-door' };
  if (p.startsWith('src/web/test-support/')) return { area: 'web-test-support' };
  if (p.startsWith('src/web/')) return { area: 'web-top' };
  return { area: 'other' };
}

/** Why `from` may not import `to`, or null when it may. */
function wall(from, to) {
  if (from.area === 'contract' && to.area !== 'contract' && to.area !== 'other') return 'src/contract imports nothing of the project';
  if (from.area === 'server-media' && to.area === 'server-db') return 'media does not import db: it is handed what it needs (db/image-references.ts)';
  if (from.area.startsWith('server') && to.area.startsWith('web'))
    return 'the server reaches the web app only through its build (the render seam in plugins/web.ts)';
  if (from.area.startsWith('web') && to.area.startsWith('server')) return 'the web app talks to the server over HTTP; shared shapes live in src/contract';
  if (from.area === 'web-face') {
    if (to.area === 'web-top') return 'a face does not import the app shell (routes, entries)';
    if (to.area === 'web-admin-door') return from.face === 'storefront' && from.screen ? null : 'only storefront screens use the admin door';
    if (to.area !== 'web-face') return null;
    if (from.face === 'shared' && to.face !== 'shared') return 'shared code is used by both faces and imports neither';
    if (from.face !== to.face && to.face !== 'shared') {
      return from.face === 'storefront'
        ? 'the storefront never imports the admin face (use src/web/admin-door.ts)'
        : 'the admin face does not import the storefront; move what both use to src/web/shared';
    }
    if (from.face === to.face && to.screen && from.folder !== to.folder) {
      return from.screen ? 'a screen does not import another screen; move what both use to components/ or lib/' : 'components/ and lib/ do not import screens';
    }
  }
  return null;
}

export const walls = {
  meta: { type: 'problem', docs: { description: 'Keeps the walls between faces, screens and layers' }, schema: [] },
  create(context) {
    const from = place(context.filename);
    // A test may look past a wall to check what the code behind it did (files on disk, rows).
    if (/\.test\.tsx?$/.test(context.filename) && from.area.startsWith('server')) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), source));
      const why = wall(from, to);
      if (why) context.report({ node, message: `${source}: ${why}.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
    };
  },
};
