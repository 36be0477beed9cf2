import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { PRIVATE_KEY } from '../media/private-store.ts';
import { BackupError, MANIFEST_ENTRY, ManifestSchema, MEDIA_FILE, type Manifest } from './archive-format.ts';

/** An archive unpacked into a private folder and checked against its manifest, not yet restored. */
export interface StagedArchive {
  manifest: Manifest;
  /** `<dir>/tables/<name>.jsonl`, `<dir>/media/<file>` and `<dir>/private/<key>`. */
  dir: string;
}

// Caps that keep a hostile archive (a gzip bomb) from filling the disk before it is refused.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const MAX_MEDIA_BYTES = 64 * 1024 * 1024;
const MAX_TABLE_BYTES = 2 * 1024 * 1024 * 1024;
const TABLE_ENTRY = /^tables\/([a-z][a-z0-9_]{0,62})\.jsonl$/;

interface StagedFile {
  size: number;
  sha256: string;
}

/**
 * Unpacks `file` into `dir`, accepting only the entries a backup writes (regular files named
 * `manifest.json`, `tables/<table>.jsonl`, `media/<image file>`; no links, no paths of our own
 * choosing), then checks the manifest against what was unpacked: same tables, same media files with
 * the same sizes and sha256. Anything else is a BackupError with a readable reason.
 */
export async function stageArchive(file: string, dir: string): Promise<StagedArchive> {
  await fsp.mkdir(path.join(dir, 'tables'), { recursive: true });
  await fsp.mkdir(path.join(dir, 'media'), { recursive: true });
  await fsp.mkdir(path.join(dir, 'private'), { recursive: true });
  const tables = new Set<string>();
  const media = new Map<string, StagedFile>();
  const privateFiles = new Map<string, StagedFile>();
  let manifestText: string | undefined;

  let source: fs.ReadStream;
  try {
    await fsp.access(file, fs.constants.R_OK);
    source = fs.createReadStream(file);
  } catch {
    throw new BackupError(`Cannot read the archive ${file}`);
  }
  const extract = tar.extract();
  const feeding = pipeline(source, zlib.createGunzip(), extract);
  feeding.catch(() => {}); // its failure also ends the loop below, which reports it

  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file') throw new BackupError(`Unexpected ${type ?? 'unknown'} entry ${JSON.stringify(name)} in the archive`);
      const tableMatch = TABLE_ENTRY.exec(name);
      const mediaName = name.startsWith('media/') ? name.slice('media/'.length) : undefined;
      const privateName = name.startsWith('private/') ? name.slice('private/'.length) : undefined;
      if (name === MANIFEST_ENTRY) {
        if (manifestText !== undefined) throw new BackupError('The archive holds two manifests');
        if (size > MAX_MANIFEST_BYTES) throw new BackupError('The archive manifest is implausibly large');
        manifestText = (await readAll(entry, MAX_MANIFEST_BYTES)).toString('utf8');
      } else if (tableMatch) {
        if (tables.has(tableMatch[1]!)) throw new BackupError(`The archive holds ${name} twice`);
        if (size > MAX_TABLE_BYTES) throw new BackupError(`${name} is implausibly large`);
        tables.add(tableMatch[1]!);
        await writeEntry(entry, path.join(dir, name), MAX_TABLE_BYTES);
      } else if (mediaName !== undefined && MEDIA_FILE.test(mediaName)) {
        if (media.has(mediaName)) throw new BackupError(`The archive holds ${name} twice`);
        if (size > MAX_MEDIA_BYTES) throw new BackupError(`${name} is implausibly large for an image`);
        media.set(mediaName, await writeEntry(entry, path.join(dir, name), MAX_MEDIA_BYTES));
      } else if (privateName !== undefined && PRIVATE_KEY.test(privateName)) {
        if (privateFiles.has(privateName)) throw new BackupError(`The archive holds ${name} twice`);
        if (size > MAX_MEDIA_BYTES) throw new BackupError(`${name} is implausibly large for a proof or a photo`);
        privateFiles.set(privateName, await writeEntry(entry, path.join(dir, name), MAX_MEDIA_BYTES));
      } else {
        throw new BackupError(`Unexpected entry ${JSON.stringify(name)} in the archive`);
      }
    }
    await feeding;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const e = err as NodeJS.ErrnoException;
    // zlib's wording ("incorrect header check") means nothing to an operator.
    const reason = e.code?.startsWith('Z_') ? 'not gzip-compressed, or damaged' : e.message;
    throw new BackupError(`Not a readable backup archive (${reason})`);
  }

  if (manifestText === undefined) throw new BackupError('Not a backup archive: it has no manifest.json');
  const manifest = parseManifest(manifestText);
  checkAgainstManifest(manifest, tables, media);
  checkFiles('private', manifest.private, privateFiles);
  return { manifest, dir };
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive manifest is not valid JSON');
  }
  const result = ManifestSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(manifest)'}: ${i.message}`);
    throw new BackupError(`The archive manifest is not one this version understands:\n  - ${issues.join('\n  - ')}`);
  }
  return result.data;
}

function checkAgainstManifest(manifest: Manifest, tables: Set<string>, media: Map<string, StagedFile>): void {
  const listed = manifest.tables.map((t) => t.name);
  if (new Set(listed).size !== listed.length) throw new BackupError('The manifest lists a table twice');
  const missingTables = listed.filter((t) => !tables.has(t));
  const extraTables = [...tables].filter((t) => !listed.includes(t));
  if (missingTables.length || extraTables.length) {
    throw new BackupError(
      `The archive's tables do not match its manifest (missing: ${missingTables.join(', ') || '-'}; unlisted: ${extraTables.join(', ') || '-'})`,
    );
  }
  for (const t of manifest.tables) {
    if (new Set(t.columns).size !== t.columns.length) throw new BackupError(`The manifest lists a column of ${t.name} twice`);
  }
  checkFiles('media', manifest.media, media);
}

/** The files of one folder of the archive against the manifest's list of them: the same names, sizes and checksums. */
function checkFiles(folder: 'media' | 'private', listed: Manifest['media'], staged: Map<string, StagedFile>): void {
  if (listed.length !== staged.size) throw new BackupError(`The archive holds ${staged.size} ${folder} files, its manifest lists ${listed.length}`);
  for (const m of listed) {
    const file = staged.get(m.name);
    if (!file) throw new BackupError(`${folder}/${m.name} is listed in the manifest but not in the archive`);
    if (file.size !== m.size || file.sha256 !== m.sha256) throw new BackupError(`${folder}/${m.name} is damaged (size or checksum differs from the manifest)`);
  }
}

async function readAll(entry: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of entry) {
    total += chunk.length;
    if (total > max) throw new BackupError('An archive entry is larger than its header says');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Streams an entry to a new file, hashing it on the way (the restore fsyncs what it keeps). */
async function writeEntry(entry: AsyncIterable<Buffer>, target: string, max: number): Promise<StagedFile> {
  const handle = await fsp.open(target, 'wx');
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of entry) {
      size += chunk.length;
      if (size > max) throw new BackupError(`${path.basename(target)} is larger than allowed`);
      hash.update(chunk);
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return { size, sha256: hash.digest('hex') };
}
