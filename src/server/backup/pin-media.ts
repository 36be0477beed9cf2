import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Pins media files by hard-linking them into a private folder: once linked, a file survives its
 * deletion from the media folder, and a link costs next to nothing (no copy). Images are named by
 * their content, so a file pinned once stays the right file for any later snapshot; `pinned` holds
 * the names pinned so far and grows. Where links are impossible (another file system) the file is
 * copied. Returns the names that had already vanished.
 */
export async function pinMediaFiles(names: string[], mediaDir: string, pinDir: string, pinned: Set<string>): Promise<string[]> {
  const vanished: string[] = [];
  const todo = names.filter((n) => !pinned.has(n));
  // A few at a time: fast, without flooding the thread pool the shop's image processing uses.
  for (let i = 0; i < todo.length; i += 16) {
    await Promise.all(
      todo.slice(i, i + 16).map(async (name) => {
        try {
          await linkOrCopy(path.join(mediaDir, name), path.join(pinDir, name));
          pinned.add(name);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          vanished.push(name);
        }
      }),
    );
  }
  return vanished.sort();
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await fs.link(source, target);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
    // A copy cut short by a delete fails with ENOENT, like a link.
    await fs.copyFile(source, target, fs.constants.COPYFILE_EXCL);
  }
}
