import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Every text this process draws into an image (card previews, the demo shop's pictures) uses fonts
 * from the project's own dependencies, never the machine's: a fresh server has no Devanagari font
 * and would draw empty boxes. fontconfig is pointed at a config that lists only these folders, so
 * Pango's fallback (❤ from the symbols font) and SVG's serif/sans-serif stay inside them.
 */
export const SHIPPED_FONT = 'Noto Sans Devanagari, Noto Sans Symbols 2';

const FONT_FOLDERS = [
  ['@expo-google-fonts/noto-sans-devanagari', '400Regular'],
  ['@expo-google-fonts/noto-sans-devanagari', '700Bold'],
  ['@expo-google-fonts/noto-sans-symbols-2', '400Regular'],
] as const;

let configured = false;

/** Must run before the first text is drawn in this process: fontconfig reads its config once. */
export function useShippedFonts(): void {
  if (configured) return;
  const require = createRequire(import.meta.url);
  const dirs = FONT_FOLDERS.map(([pkg, weight]) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), weight));
  // One folder per install (named by the font paths), shared by processes and restarts.
  const home = path.join(os.tmpdir(), `shop-fonts-${createHash('sha256').update(dirs.join('\n')).digest('hex').slice(0, 16)}`);
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const conf = `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${dirs.map((d) => `  <dir>${xml(d)}</dir>`).join('\n')}\n  <cachedir>${xml(path.join(home, 'cache'))}</cachedir>\n</fontconfig>\n`;
  fs.mkdirSync(home, { recursive: true });
  // Written aside and renamed: another process may be reading it at this moment.
  const tmp = path.join(home, `.fonts.conf.${process.pid}.tmp`);
  fs.writeFileSync(tmp, conf);
  fs.renameSync(tmp, path.join(home, 'fonts.conf'));
  process.env.FONTCONFIG_FILE = path.join(home, 'fonts.conf');
  configured = true;
}
