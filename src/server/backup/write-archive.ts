import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, mediaEntry, privateEntry, tableEntry, type Manifest, type Row } from './archive-format.ts';
import type { Snapshot } from './snapshot.ts';

/** Files to copy into the archive: their names, and the folder they are read from. */
interface FileSet {
  names: string[];
  dir: string;
}

/**
 * Writes the archive to `file` (created new, fsynced): the snapshot's rows, then the media files,
 * then the private files, then the manifest with their checksums. Media files are read from the
 * pinned copies, which no delete in the shop can touch.
 */
export async function writeArchive(file: string, snapshot: Snapshot, media: FileSet, privateFiles: FileSet = { names: [], dir: '' }): Promise<Manifest> {
  const createdAt = new Date();
  const pack = tar.pack();
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), out);
  // Kept from rejecting unobserved if adding an entry fails first; awaited below either way.
  written.catch(() => {});
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode: 0o644, mtime: createdAt }, data, (err) => (err ? reject(err) : resolve())),
    );

  try {
    for (const table of snapshot.tables) {
      const lines = table.rows.map((row) => `${rowJson(row)}\n`).join('');
      await add(tableEntry(table.name), Buffer.from(lines, 'utf8'));
    }
    const copy = async (files: FileSet, entry: (name: string) => string) => {
      const listed: Manifest['media'] = [];
      for (const name of files.names) {
        const data = await fsp.readFile(path.join(files.dir, name));
        await add(entry(name), data);
        listed.push({ name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
      }
      return listed;
    };
    const mediaListed = await copy(media, mediaEntry);
    const privateListed = await copy(privateFiles, privateEntry);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      sourceDialect: snapshot.dialect,
      migrations: snapshot.migrations,
      tables: snapshot.tables.map((t) => ({ name: t.name, columns: t.columns, rows: t.rows.length })),
      media: mediaListed,
      private: privateListed,
    };
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    pack.finalize();
    await written;
    await fsyncPath(file);
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
}

/** A row as one line of JSON, its bytes as {"base64": "..."} (a Buffer's own JSON is an array of numbers). */
const rowJson = (row: Row) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(row).map(([column, value]) => [column, Buffer.isBuffer(value) ? { base64: value.toString('base64') } : value])),
  );

/** Flushes a file's bytes to the disk; on a directory, its entries, so that a rename in it survives a power cut. */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
