/**
 * The fonts a phone draws with, for every browser the project starts (browser tests, screenshots,
 * the bench's Lighthouse): Noto Sans for Latin (what Android draws with; Roboto's metrics are close),
 * Noto Sans Devanagari, Noto Sans Symbols (arrows such as →, which Android draws from it) and Noto Sans
 * Symbols 2, all from npm packages. The machine's own fonts are
 * left out on purpose: with Debian's DejaVu, narrower than Noto, two admin screens fitted 360 px in the
 * tests and scrolled sideways on a phone (issue 28).
 *
 *   FONTCONFIG_FILE=$(node scripts/phone-fonts.mjs) chromium …
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = [
  '@expo-google-fonts/noto-sans',
  '@expo-google-fonts/noto-sans-devanagari',
  '@expo-google-fonts/noto-sans-symbols',
  '@expo-google-fonts/noto-sans-symbols-2',
];
const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the fontconfig file (once per set of font folders) and returns its path. */
export function phoneFontsConfig() {
  const dirs = PACKAGES.map((p) => path.dirname(fileURLToPath(import.meta.resolve(`${p}/package.json`))));
  const home = path.join(os.tmpdir(), `shop-phone-fonts-${process.getuid?.() ?? 0}`);
  fs.mkdirSync(home, { recursive: true });
  // Every generic family a page may name resolves to Noto Sans, then Devanagari, then the symbols.
  const prefer = ['Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Symbols', 'Noto Sans Symbols 2'].map((f) => `<family>${f}</family>`).join('');
  const aliases = ['sans-serif', 'serif', 'monospace', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace']
    .map((generic) => `  <alias binding="strong"><family>${generic}</family><prefer>${prefer}</prefer></alias>`)
    .join('\n');
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    ...dirs.map((d) => `  <dir>${xml(d)}</dir>`),
    `  <cachedir>${xml(path.join(home, 'cache'))}</cachedir>`,
    aliases,
    '</fontconfig>',
    '',
  ].join('\n');
  const file = path.join(home, 'fonts.conf');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, conf);
  fs.renameSync(tmp, file);
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(phoneFontsConfig());
