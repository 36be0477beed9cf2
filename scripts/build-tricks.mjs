// Five things vite.config.ts does that no option of Vite or rolldown does for it, checked on the
// client build: a dependency update could undo each of them while the build still passes.
// scripts/bundle-size.mjs runs these checks after measuring the pages.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ENTRY = 'src/web/entry-client.tsx';

/** [file, text] of every script under dir, recursively. */
function scripts(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => [path.join(dir, file), fs.readFileSync(path.join(dir, file), 'utf8')]);
}

/** The file (relative to base) whose text holds one of the markers, and that marker. */
function holding(files, markers, base) {
  for (const [file, text] of files) {
    const marker = markers.find((m) => text.includes(m));
    if (marker) return `${path.relative(base, file)} ("${marker}")`;
  }
}

/**
 * Text that the installed package still carries (else the check would pass for nothing) and the
 * bundle must not: each missing marker, then where the bundle holds one, as problems.
 */
function absent({ bundle, dist, markers, packageDir, missing, found }) {
  const shipped = scripts(path.join(root, 'node_modules', packageDir));
  const gone = markers.filter((marker) => !holding(shipped, [marker], root));
  if (gone.length) return [`${missing} (${gone.map((m) => `"${m}"`).join(', ')} not found in node_modules/${packageDir})`];
  const where = holding(bundle, markers, dist);
  return where ? [`${where}: ${found}`] : [];
}

/** Every way the build in dist/client (with its manifest) has lost one of the tricks. */
export function buildTrickProblems(dist, manifest) {
  const bundle = scripts(path.join(dist, 'assets'));
  const problems = [
    // (a) The alias of react-router to its production build: its dev-only warnings stay out.
    ...absent({
      bundle,
      dist,
      markers: ['No routes matched location', 'Hey developer'],
      packageDir: 'react-router/dist/development',
      missing:
        "react-router's development build no longer has these dev-only warnings: choose others for this check, or drop the alias in vite.config.ts if the package now resolves to its production build",
      found: "react-router's development build is in the browser bundle: the alias to dist/production in vite.config.ts no longer applies",
    }),
    // (a2) The rest of vite.config.ts's leanRouter(): the Link of src/web/shared/lib/browser-router.tsx
    // (framework mode's prefetching, which builds single-fetch URLs, stays out) and no displayName
    // statements keeping ScrollRestoration (and NavLink, Form...) alive.
    ...absent({
      bundle,
      dist,
      markers: ['server://singlefetch/', 'react-router-scroll-positions'],
      packageDir: 'react-router/dist/production',
      missing: "react-router's production build no longer has these strings: choose others for this check",
      found:
        "react-router's unused parts are in the browser bundle: leanRouter() in vite.config.ts no longer resolves 'react-router' to src/web/shared/lib/browser-router.tsx, or no longer strips its displayName statements",
    }),
    // (b) The pass-through in place of Vite's preload helper: the helper's code stays out.
    ...absent({
      bundle,
      dist,
      markers: ['vite:preloadError'],
      packageDir: 'vite/dist/node',
      missing: "Vite's preload helper no longer fires vite:preloadError: choose another of its strings for this check",
      found: "Vite's preload helper is back in the bundle: plainDynamicImports() in vite.config.ts no longer replaces it (its module id changed?)",
    }),
  ];
  // (c) The '$initial' group: "/" is the entry chunk (home page included) plus the bundler's runtime.
  const entry = manifest[ENTRY];
  const beside = (entry?.imports ?? []).filter((key) => manifest[key]?.name !== 'rolldown-runtime');
  if (!entry) problems.push(`no ${ENTRY} in the manifest`);
  else if (beside.length) {
    const files = beside.map((key) => manifest[key]?.file ?? key).join(', ');
    problems.push(`"/" loads ${files} beside the entry: the '$initial' group in vite.config.ts no longer keeps the home page's modules in one chunk`);
  }
  // (d) The 'query' group: the query cache is one chunk, which the server preloads for every page but "/".
  if (!Object.values(manifest).some((chunk) => chunk.name === 'query'))
    problems.push(
      "no chunk named 'query': the 'query' group in vite.config.ts no longer gathers the query cache (src/web/server/assets.ts preloads it by that name)",
    );
  const home = manifest['src/web/storefront/home/home-page.tsx'];
  if (home && home.file !== entry?.file) problems.push(`the home page is a chunk of its own (${home.file}), not part of the entry`);
  return problems;
}
