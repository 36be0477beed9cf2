import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { RECORD_LIMITS } from '../../../contract/quote-records.ts';
import type { RecordTexts } from '../../../contract/quote-record-texts.ts';
import { noNul } from '../../../contract/fields.ts';
import { badRequest, HttpError, tooLarge, unsupported } from '../../lib/http-errors.ts';
import { nextPart } from '../../lib/multipart.ts';

const MB = 1024 * 1024;

export interface RecordsForm {
  sheet: Buffer;
  /** The photos' zip, written to `dir` as it arrived (never whole in memory). */
  zipPath?: string;
  fields: Record<string, string>;
}

/**
 * The sheet (`sheet`, at most RECORD_LIMITS.sheetBytes, kept in memory) and the photos (`photos`, a
 * zip of at most RECORD_LIMITS.zipBytes, streamed to a file in `dir`) of a records upload, and its
 * text fields. The caller removes `dir`.
 */
export async function readRecordsForm(request: FastifyRequest, texts: RecordTexts, dir: string): Promise<RecordsForm> {
  if (!request.isMultipart()) throw unsupported('Send the form as multipart/form-data.');
  const form: { sheet?: Buffer; zipPath?: string; fields: Record<string, string> } = { fields: {} };
  try {
    const parts = request.parts({ limits: { fileSize: RECORD_LIMITS.zipBytes, files: 2, fields: 10, fieldSize: 1024, parts: 12 } });
    const iterator = parts[Symbol.asyncIterator]();
    for (let next = await nextPart(iterator); !next.done; next = await nextPart(iterator)) {
      const part = next.value;
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && noNul(part.value)) form.fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'sheet' && !form.sheet) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          if (size > RECORD_LIMITS.sheetBytes) throw tooLarge(texts.sheetTooLarge(RECORD_LIMITS.sheetBytes / MB));
          chunks.push(chunk as Buffer);
        }
        form.sheet = Buffer.concat(chunks);
      } else if (part.fieldname === 'photos' && !form.zipPath) {
        const file = path.join(dir, 'photos.zip');
        // Written a megabyte at a time (the stream writes what waits in one call): with the default 16 KB,
        // each 64 KB piece waited for its own write, a turn of a busy event loop each, 16,000 for 1 GB.
        await pipeline(part.file, createWriteStream(file, { flags: 'wx', highWaterMark: MB }));
        form.zipPath = file;
      } else {
        // Any other file is not read, only let through.
        part.file.resume();
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(texts.zipTooLarge(RECORD_LIMITS.zipBytes / MB));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw tooLarge('The form has too many parts.');
    throw badRequest('The form data could not be read.');
  }
  if (!form.sheet?.length) throw badRequest(texts.chooseSheet);
  return { sheet: form.sheet, zipPath: form.zipPath, fields: form.fields };
}

/** Where an upload's zip waits while it is read: in DATA_DIR (a 1 GB zip has no place in a RAM-backed /tmp). */
export const UPLOAD_DIR_PREFIX = '.records-';
const STALE_MS = 60 * 60_000;

/**
 * Folders of uploads a killed process never removed (each request removes its own when it ends):
 * those older than an hour, which no upload still running can own.
 */
export async function sweepStaleUploads(dataDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fs.readdir(dataDir).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_DIR_PREFIX)) continue;
    const dir = path.join(dataDir, name);
    const stat = await fs.stat(dir).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < STALE_MS) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
