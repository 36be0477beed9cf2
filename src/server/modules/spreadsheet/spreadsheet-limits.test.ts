import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { IMPORT_LIMITS } from '../../../contract/spreadsheet.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { seedCatalogue } from '../listings/listings.test-support.ts';
import { readCsv } from './csv-text.ts';
import { importListings } from './listings-import.ts';
import { postImport } from './spreadsheet.test-support.ts';

const t = useTestApp();
const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();
const HEADER = 'title,category,subcategory,price\r\n';
const TOO_MANY = `The file has more than ${IMPORT_LIMITS.rows} rows; split it into several files.`;
/** Blank lines are rows too: the limit counts every line after the header. */
const blank = (lines: number) => '\r\n'.repeat(lines);

describe('the row limit of the import (issue 16, item 8)', () => {
  it('answers other requests while it reads megabytes of blank lines, and refuses them with the limit’s message', async () => {
    const csv = Buffer.from(HEADER + blank(1_000_000));
    expect(csv.length).toBeLessThan(IMPORT_LIMITS.csvBytes);
    const answered: string[] = [];
    // The import is under way (the route and the command line both call this) when a visitor's
    // request comes in. Parsed in one go, the file would be refused before this line runs; parsed a
    // piece per turn of the event loop, the ping (which waits for no turn) is answered first.
    const importing = importListings(t.app.db, t.app.media, { csv, dryRun: false, skipBadRows: false, origins: [] }).catch((err: unknown) => {
      answered.push('import');
      return err;
    });
    const ping = t.app.inject({ url: '/api/ping' }).then((res) => {
      answered.push('ping');
      return res;
    });
    const [refusal, pinged] = await Promise.all([importing, ping]);
    expect(answered).toEqual(['ping', 'import']);
    expect(pinged.statusCode).toBe(200);
    expect(refusal).toMatchObject({ statusCode: 400, message: TOO_MANY });
  });

  it('stops reading at the limit: what lies after it is never parsed', async () => {
    // Read to the end, the unclosed quote would be the answer ("could not be read as CSV").
    const res = await postImport(t, `${HEADER}${blank(IMPORT_LIMITS.rows + 1)}"unclosed,Wedding Cards,Premium,1`, { cookie: t.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_MANY);
  });

  it('imports a file just under the limit, blank lines included', async () => {
    await seedCatalogue(t);
    const under = `${HEADER}Card,Wedding Cards,Premium,10${blank(IMPORT_LIMITS.rows - 1)}\r\n`;
    const res = await postImport(t, under, { cookie: t.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, created: 1, bad: [] });
    expect((await listings()).map((l) => l.title)).toEqual(['Card']);
    const over = await postImport(t, `${HEADER}Card,Wedding Cards,Premium,10${blank(IMPORT_LIMITS.rows)}\r\n`, { cookie: t.cookie });
    expect(over.json().message).toBe(TOO_MANY);
  });

  it('reads a file in pieces without cutting a character in two', async () => {
    // An emoji (two UTF-16 units) right where the first piece of 64 Ki characters ends.
    const cell = `${'a'.repeat(64 * 1024 - 9)}😀 शुभ`;
    expect(await readCsv(`title\r\n"${cell}"\r\n`, 10)).toEqual([['title'], [cell]]);
  });
});
