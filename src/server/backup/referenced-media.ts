import fs from 'node:fs/promises';
import { IMAGE_REFERENCES } from '../db/image-references.ts';
import { hashOfUrl, MEDIA_PREFIX } from '../media/media-store.ts';
import { PRIVATE_KEY } from '../media/private-store.ts';
import { MEDIA_FILE } from './archive-format.ts';
import type { Snapshot } from './snapshot.ts';

/** The media files a snapshot needs, as found on disk now. */
export interface MediaSelection {
  /** Originals and variants of every referenced image, sorted. */
  files: string[];
  /** Originals a row points at that are not on disk (deleted after the snapshot, or lost). */
  missing: string[];
}

/** Original file names (`<hash>.<ext>`) of every stored image the snapshot's rows point at. */
export function referencedOriginals(snapshot: Snapshot): Set<string> {
  const originals = new Set<string>();
  for (const [tableName, column] of IMAGE_REFERENCES) {
    const table = snapshot.tables.find((t) => t.name === tableName);
    for (const row of table?.rows ?? []) {
      const url = row[column];
      // Empty strings and outside URLs are not ours to copy.
      if (typeof url === 'string' && hashOfUrl(url)) originals.add(url.slice(MEDIA_PREFIX.length));
    }
  }
  return originals;
}

/**
 * Each referenced image is its original plus variants named `<hash>-<width>.<ext>`; the variants are
 * found among the names given (listed from disk), so a change of widths or formats needs no change
 * here. Temp files, orphans and the files of unreferenced images are left out.
 */
export function selectMedia(originals: Set<string>, present: Set<string>): MediaSelection {
  const hashes = new Set([...originals].map((name) => name.slice(0, 32)));
  const files = [...present].filter((name) => {
    const match = MEDIA_FILE.exec(name);
    if (!match || !hashes.has(match[1]!)) return false;
    return originals.has(name) || name.startsWith(`${match[1]}-`);
  });
  const missing = [...originals].filter((name) => !present.has(name));
  return { files: files.sort(), missing: missing.sort() };
}

export async function listMediaDir(mediaDir: string): Promise<Set<string>> {
  try {
    return new Set(await fs.readdir(mediaDir));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw err;
  }
}

/** Every table and column naming a file of the private store (migration 008). */
const PRIVATE_REFERENCES = [
  ['quote_proofs', 'file'],
  ['quote_proofs', 'attachment'],
  ['quote_files', 'file'],
  ['quote_records', 'photo'],
] as const;

/**
 * The private files the snapshot's rows name, sorted. They need no pinning: a private file is
 * written before the row that names it commits and never removed once one does.
 */
export function referencedPrivateFiles(snapshot: Snapshot): string[] {
  const keys = new Set<string>();
  for (const [tableName, column] of PRIVATE_REFERENCES) {
    for (const row of snapshot.tables.find((t) => t.name === tableName)?.rows ?? []) {
      const key = row[column];
      if (typeof key === 'string' && PRIVATE_KEY.test(key)) keys.add(key);
    }
  }
  return [...keys].sort();
}
