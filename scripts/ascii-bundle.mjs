#!/usr/bin/env node
/**
 * Every character outside ASCII in the .js files of the folders given is written as its `\uXXXX`
 * escape: after `build:server` (dist/app) and after the server renderers' builds (dist/server,
 * dist/server-hi and their assets; scripts/build-web.mjs). A file's source stays in V8's heap while
 * it runs, and one `·` or `×` in a comment makes V8 keep all of it as two bytes a character: the
 * server's main.js held 1.06 MB instead of 0.53. esbuild escapes strings, templates and names itself
 * but keeps comments and regular expressions as written. In a comment the escape changes nothing;
 * in a string, a template or a regular expression `\uXXXX` is the same character (a pair of
 * surrogate escapes is one code point under the `u` flag, as the pair itself is).
 *   node scripts/ascii-bundle.mjs <folder>...
 */
import fs from 'node:fs';
import path from 'node:path';

for (const dir of process.argv.slice(2).map((d) => path.resolve(d))) {
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, name);
    const code = fs.readFileSync(file, 'utf8');
    // Each UTF-16 unit above 0x7F on its own, surrogates included (and any control character below a tab).
    const ascii = code.replace(/[^\t-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // Six bytes for a character that took two: a file more than a fifth Devanagari is smaller as it is.
    if (ascii !== code && ascii.length < 2 * code.length) fs.writeFileSync(file, ascii);
  }
}
