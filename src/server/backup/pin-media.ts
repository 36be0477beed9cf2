import path from 'node:path';
import type { MediaStore } from '../media/media-store.ts';

/**
 * Pins media files into a private folder: on disk by hard-linking them (a link survives the file's
 * deletion from the media folder and costs next to nothing), from a bucket by downloading them.
 * Images are named by their content, so a file pinned once stays the right file for any later
 * snapshot; `pinned` holds the names pinned so far and grows. Returns the names that had already
 * vanished.
 */
export async function pinMediaFiles(names: string[], store: MediaStore, pinDir: string, pinned: Set<string>): Promise<string[]> {
  const vanished: string[] = [];
  const todo = names.filter((n) => !pinned.has(n));
  // A few at a time: fast, without flooding the thread pool (or the bucket) the shop's uploads use.
  for (let i = 0; i < todo.length; i += 16) {
    await Promise.all(
      todo.slice(i, i + 16).map(async (name) => {
        if (await store.copyTo(name, path.join(pinDir, name))) pinned.add(name);
        else vanished.push(name);
      }),
    );
  }
  return vanished.sort();
}
