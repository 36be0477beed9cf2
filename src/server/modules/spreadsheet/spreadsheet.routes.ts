import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_LIMITS, ImportReportSchema } from '../../../contract/spreadsheet.ts';
import { badRequest, HttpError, tooLarge, unsupported } from '../../lib/http-errors.ts';
import { publicOrigin, requestOrigin } from '../../lib/origins.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { exportFileName, listingsCsv } from './listings-export.ts';
import { importSpreadsheet } from './spreadsheet.service.ts';

const MB = 1024 * 1024;
const yes = (value: string | undefined) => value !== undefined && /^(?:1|true|on|yes)$/i.test(value.trim());
const flag = (what: string) => z.string().optional().describe(`1, true, on or yes: ${what}.`);

/** For the API description: what readImportForm reads. */
const IMPORT_FORM = {
  fields: z.object({ dryRun: flag('check the sheet and write nothing'), skipBadRows: flag('write the good rows and report the bad ones') }),
  files: {
    file: { required: true, description: `The CSV (UTF-8, at most ${IMPORT_LIMITS.csvBytes / MB} MB, ${IMPORT_LIMITS.rows} rows); also taken as "csv".` },
    zip: { description: `The pictures the sheet names, as one zip of at most ${IMPORT_LIMITS.zipBytes / MB} MB.` },
  },
};
const CSV = { 200: fileAnswer('text/csv', 'The listings as a CSV attachment (UTF-8 with BOM, CRLF).') };

interface ImportForm {
  csv?: Buffer;
  zip?: Buffer;
  fields: Record<string, string>;
}

/** The import's multipart body: `file` (the CSV), `zip` (pictures, optional), `dryRun`, `skipBadRows`. */
async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw unsupported('Send the CSV file as multipart/form-data (field "file").');
  const form: ImportForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.zipBytes, files: 2, fields: 10, fieldSize: 1024, parts: 12 } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === 'file' || part.fieldname === 'csv') {
        if (data.length > IMPORT_LIMITS.csvBytes) throw tooLarge(`The CSV file must be at most ${IMPORT_LIMITS.csvBytes / MB} MB.`);
        form.csv = data;
      } else if (part.fieldname === 'zip') {
        if (data.length > 0) form.zip = data;
      } else {
        throw badRequest(`Unexpected file field "${part.fieldname.slice(0, 40)}": send the CSV as "file" and the pictures as "zip".`);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(`The zip must be at most ${IMPORT_LIMITS.zipBytes / MB} MB; split the pictures over several imports.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw tooLarge('Send one CSV file and at most one zip.');
    throw badRequest('The form data could not be read.');
  }
  if (!form.csv || form.csv.length === 0) throw badRequest('Choose the CSV file to import.');
  return form;
}

/** The listings spreadsheet (issue 11, item 3): GET /api/listings/export.csv, POST /api/listings/import. */
export async function spreadsheetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media, config } = app;

  app.get('/export.csv', { config: { policy: { access: 'session' } }, schema: { response: CSV } }, async (request, reply) => {
    const { body } = await listingsCsv(db, publicOrigin(request, config.publicUrl));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  const importing = { access: 'session', changesPages: true } as const;
  app.post(
    '/import',
    { config: { policy: importing }, schema: { form: IMPORT_FORM, response: { 200: ImportReportSchema, 422: ImportReportSchema } } },
    async (request, reply) => {
      const form = await readImportForm(request);
      const origins = [...new Set([config.publicUrl, requestOrigin(request)].filter((o): o is string => Boolean(o)))];
      const { report, refused } = await importSpreadsheet(
        db,
        media,
        { csv: form.csv!, zip: form.zip, dryRun: yes(form.fields.dryRun), skipBadRows: yes(form.fields.skipBadRows), origins },
        { userId: request.user!.id, userName: request.user!.name, ip: request.ip },
      );
      return reply.code(refused ? 422 : 200).send(report);
    },
  );
}
