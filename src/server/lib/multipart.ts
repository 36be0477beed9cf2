import type { FastifyRequest } from 'fastify';
import { noNul, nulMessage } from '../../contract/fields.ts';
import { badRequest, HttpError, tooLarge, unsupported } from './http-errors.ts';

interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Largest single file in bytes. */
  fileBytes: number;
  /** Most files in one request. */
  files: number;
  /** Message for a file over `fileBytes`. */
  fileTooLargeMessage?: string;
  /** Message for more than `files` files. */
  tooManyFilesMessage?: string;
}

/**
 * Longest wait for the next part of a form (each part's header follows the previous part at once).
 * A part whose header breaks its line inside a quoted name stalls @fastify/multipart 10.1.9's
 * iterator for good — the request paused, its body held — where busboy alone skips that part: the
 * hostile-input test found it with a 100 KB file under the name "\t\n".
 */
const PART_WAIT_MS = 10_000;

/** The next part, or a 400 when none comes within PART_WAIT_MS. */
export async function nextPart<T>(parts: AsyncIterator<T>): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(badRequest('The form data could not be read.')), PART_WAIT_MS);
  });
  try {
    return await Promise.race([parts.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads a whole multipart body into memory within the given limits. Fields repeated with the same
 * name keep their last value; file fields keep every file.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw unsupported('Send the form as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileBytes, files: limits.files + 1, fields: 100, fieldSize: 64 * 1024, parts: 200 },
    });
    const iterator = parts[Symbol.asyncIterator]();
    for (let next = await nextPart(iterator); !next.done; next = await nextPart(iterator)) {
      const part = next.value;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input is sent as a part with no name and no bytes: it is not a file.
        if (data.length === 0 && !part.filename) continue;
        body.files.push({ field: part.fieldname, filename: part.filename, data });
        if (body.files.length > limits.files) throw tooLarge(limits.tooManyFilesMessage ?? `At most ${limits.files} files.`);
      } else if (typeof part.value === 'string') {
        // Refused here, before any schema: PostgreSQL cannot store NUL (see contract/fields.ts).
        if (!noNul(part.value)) throw badRequest(nulMessage(part.fieldname.slice(0, 50)));
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw toHttpError(err, limits);
  }
  return body;
}

/**
 * The text fields of a form sent as multipart (the spec's web) or as JSON (old clients): both are
 * then parsed by the same contract schema.
 */
export async function formFields(request: FastifyRequest, limits: MultipartLimits): Promise<unknown> {
  return request.isMultipart() ? (await readMultipart(request, limits)).fields : request.body;
}

/** The files sent in one of `names`. */
export const filesOf = (body: MultipartBody, ...names: string[]): Buffer[] => body.files.filter((f) => names.includes(f.field)).map((f) => f.data);

function toHttpError(err: unknown, limits: MultipartLimits): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge(limits.fileTooLargeMessage ?? `Each file must be at most ${Math.floor(limits.fileBytes / 1048576)} MB.`);
  }
  if (code === 'FST_FILES_LIMIT') return tooLarge(limits.tooManyFilesMessage ?? `At most ${limits.files} files.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge('The form has too many fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupported('Send the form as multipart/form-data.');
  // Anything else the parser throws (truncated body, bad boundary, broken headers) is the client's.
  return badRequest('The form data could not be read.');
}
