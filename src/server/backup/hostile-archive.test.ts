import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { BackupError } from './archive-format.ts';
import { emptyTarget, isEmptyTarget, readEntries, writeEntries, type ArchiveEntry } from './backup.test-support.ts';
import { seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

let dir: string;
let good: string;
let entries: ArchiveEntry[];
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-hostile-'));
  const source = await createTestApp();
  try {
    await seedShop(source, await source.login(), 2);
    good = (await createBackup({ ...source.config, out: path.join(dir, 'good.tar.gz') })).file;
  } finally {
    await source.close();
  }
  entries = await readEntries(good);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const manifestEntry = () => entries.find((e) => e.name === 'manifest.json')!;
const manifest = () => JSON.parse(manifestEntry().data.toString());
const firstMedia = () => entries.find((e) => e.name.startsWith('media/'))!;
const withManifest = (list: ArchiveEntry[], m: unknown) => list.map((e) => (e.name === 'manifest.json' ? { ...e, data: Buffer.from(JSON.stringify(m)) } : e));
const table = (name: string) => entries.find((e) => e.name === `tables/${name}.jsonl`)!;
const replaceTable = (name: string, text: string, list = entries) =>
  list.map((e) => (e.name === `tables/${name}.jsonl` ? { ...e, data: Buffer.from(text) } : e));
const rowCount = (m: { tables: Array<{ name: string; rows: number }> }, name: string, rows: number) => {
  m.tables.find((t) => t.name === name)!.rows = rows;
  return m;
};

type Case = [name: string, build: (file: string) => Promise<void>, message: RegExp];
const raw = (data: Buffer) => (file: string) => fs.writeFile(file, data);
const tar = (list: () => ArchiveEntry[]) => (file: string) => writeEntries(file, list());

const cases: Case[] = [
  ['random bytes', raw(randomBytes(5000)), /Not a readable backup archive \(not gzip-compressed, or damaged\)/],
  ['an empty file', raw(Buffer.alloc(0)), /Not a readable backup archive|no manifest/],
  ['gzip-compressed garbage', raw(zlib.gzipSync(randomBytes(5000))), /Not a readable backup archive/],
  [
    'the first half of a good archive',
    async (f) => fs.writeFile(f, (await fs.readFile(good)).subarray(0, (await fs.stat(good)).size >> 1)),
    /Not a readable backup archive/,
  ],
  ['an entry climbing out of the folder', tar(() => [{ name: '../../evil.jpg', data: Buffer.from('x') }, ...entries]), /Unexpected entry "..\/..\/evil.jpg"/],
  ['a media entry with a path in its name', tar(() => [{ name: `media/../${'a'.repeat(32)}.jpg`, data: Buffer.from('x') }, ...entries]), /Unexpected entry/],
  [
    'a private entry with a path in its name',
    tar(() => [{ name: `private/../../${'a'.repeat(32)}.pdf`, data: Buffer.from('%PDF-') }, ...entries]),
    /Unexpected entry/,
  ],
  [
    'a private file the manifest does not list',
    tar(() => [{ name: `private/${'a'.repeat(32)}.webp`, data: Buffer.from('x') }, ...entries]),
    /holds 1 private files, its manifest lists 0/,
  ],
  [
    'a symbolic link',
    tar(() => [{ name: `media/${'a'.repeat(32)}.jpg`, data: Buffer.alloc(0), type: 'symlink', linkname: '/etc/passwd' }, ...entries]),
    /Unexpected symlink entry/,
  ],
  ['a directory entry', tar(() => [{ name: 'media/', data: Buffer.alloc(0), type: 'directory' }, ...entries]), /Unexpected directory entry/],
  ['an entry of an unknown name', tar(() => [...entries, { name: 'run-me.sh', data: Buffer.from('rm -rf /') }]), /Unexpected entry "run-me.sh"/],
  ['no manifest', tar(() => entries.filter((e) => e.name !== 'manifest.json')), /no manifest.json/],
  ['two manifests', tar(() => [manifestEntry(), ...entries]), /two manifests/],
  ['a manifest that is not JSON', tar(() => entries.map((e) => (e.name === 'manifest.json' ? { ...e, data: Buffer.from('{nope') } : e))), /not valid JSON/],
  ['a manifest of another format version', tar(() => withManifest(entries, { ...manifest(), formatVersion: 2 })), /not one this version understands/],
  [
    'a manifest naming the sessions table',
    tar(() => withManifest(entries, { ...manifest(), tables: [...manifest().tables, { name: 'sessions', columns: ['id'], rows: 0 }] })),
    /not allowed/,
  ],
  [
    'a manifest with a hostile table name',
    tar(() => withManifest(entries, { ...manifest(), tables: [{ name: 'users; drop table users', columns: ['id'], rows: 0 }] })),
    /not one this version understands/,
  ],
  [
    'a damaged image',
    tar(() => entries.map((e) => (e === firstMedia() ? { ...e, data: Buffer.concat([e.data.subarray(1), Buffer.from([0])]) } : e))),
    /is damaged/,
  ],
  [
    'an image the manifest does not list',
    tar(() => [{ name: `media/${'b'.repeat(32)}.jpg`, data: Buffer.from('x') }, ...entries]),
    /holds \d+ media files, its manifest lists/,
  ],
  [
    'a table the manifest lists but the archive lacks',
    tar(() => entries.filter((e) => e.name !== 'tables/banners.jsonl')),
    /do not match its manifest \(missing: banners/,
  ],
  ['a row that is not JSON', tar(() => replaceTable('banners', '{"id": \n')), /banners.jsonl line 1: not valid JSON/],
  ['a row of other columns', tar(() => replaceTable('banners', '{"id":"x"}\n')), /line 1: its columns differ/],
  [
    'a row holding an object',
    tar(() =>
      replaceTable(
        'banners',
        table('banners')
          .data.toString()
          .replace(/"name":"[^"]*"/, '"name":{"$gt":""}'),
      ),
    ),
    /neither text, a number, null nor bytes/,
  ],
  [
    'a row holding bytes that are not base64',
    tar(() =>
      replaceTable(
        'banners',
        table('banners')
          .data.toString()
          .replace(/"name":"[^"]*"/, '"name":{"base64":"<script>"}'),
      ),
    ),
    /neither text, a number, null nor bytes/,
  ],
  [
    'fewer rows than the manifest says',
    tar(() => withManifest(entries, rowCount(manifest(), 'listings', 3))),
    /listings.jsonl holds 2 rows, its manifest says 3/,
  ],
];

describe('a damaged or hostile archive', () => {
  it.each(cases)('is refused with a clear message, the target untouched: %s', async (_name, build, message) => {
    const file = path.join(dir, `${randomBytes(4).toString('hex')}.tar.gz`);
    await build(file);
    const into = await emptyTarget(file);
    try {
      const failure = restoreBackup(into);
      await expect(failure).rejects.toThrow(BackupError);
      await expect(failure).rejects.toThrow(message);
      expect(await isEmptyTarget(into)).toBe(true);
      expect(await fs.readdir(into.dataDir)).toEqual([]);
    } finally {
      await into.cleanup();
    }
  });

  it('a missing archive is a clear error', async () => {
    const into = await emptyTarget(path.join(dir, 'no-such.tar.gz'));
    try {
      await expect(restoreBackup(into)).rejects.toThrow(/Cannot read the archive/);
    } finally {
      await into.cleanup();
    }
  });

  // Rows the database itself refuses are found only while inserting: the transaction is rolled
  // back and the images already written are removed, so the same target then takes a good archive.
  const refusedByTheDatabase: Case[] = [
    [
      'a listing twice (same primary key)',
      tar(() =>
        withManifest(
          replaceTable('listings', table('listings').data.toString() + table('listings').data.toString().split('\n')[0] + '\n'),
          rowCount(manifest(), 'listings', 3),
        ),
      ),
      /Restore failed, nothing kept/,
    ],
    [
      'a listing whose category is not in the archive',
      tar(() =>
        replaceTable(
          'listings',
          table('listings')
            .data.toString()
            .replace(/"category_id":"[^"]*"/, '"category_id":"00000000-0000-4000-8000-000000000000"'),
        ),
      ),
      /Restore failed, nothing kept/,
    ],
    [
      'a column this version does not have',
      tar(() =>
        withManifest(replaceTable('banners', table('banners').data.toString().replace(/\{/g, '{"evil":1,')), {
          ...manifest(),
          tables: manifest().tables.map((t: { name: string; columns: string[] }) => (t.name === 'banners' ? { ...t, columns: ['evil', ...t.columns] } : t)),
        }),
      ),
      /Table banners has no column evil/,
    ],
  ];
  it.each(refusedByTheDatabase)('leaves nothing behind when the database refuses it: %s', async (_name, build, message) => {
    const file = path.join(dir, `${randomBytes(4).toString('hex')}.tar.gz`);
    await build(file);
    const into = await emptyTarget(file);
    try {
      await expect(restoreBackup(into)).rejects.toThrow(message);
      expect(await isEmptyTarget(into)).toBe(true);
      expect(await fs.readdir(into.mediaDir)).toEqual([]);
      await restoreBackup({ ...into, file: good });
      expect(await isEmptyTarget(into)).toBe(false);
    } finally {
      await into.cleanup();
    }
  });
});
