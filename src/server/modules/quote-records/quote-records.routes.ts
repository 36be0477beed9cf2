import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../../contract/fields.ts';
import { QUOTE_MESSAGES, TOKEN_PATTERN } from '../../../contract/quotes.ts';
import { RECORD_LIMITS, RecordsAnswerSchema } from '../../../contract/quote-records.ts';
import { RECORD_TEXTS_EN, recordTexts } from '../../../contract/quote-record-texts.ts';
import { MAX_QUANTITY } from '../../../contract/order-rules.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { TokenParamsSchema, visitorRateLimit } from '../quotes/quote-route-parts.ts';
import { quoteTakingRecords } from './quote-records.repository.ts';
import { uploadRecords } from './quote-records.service.ts';
import { readRecordsForm, sweepStaleUploads, UPLOAD_DIR_PREFIX } from './records-upload.ts';

const MB = 1024 * 1024;
const RECORDS_FORM = {
  fields: z.object({ quantity: z.string().optional().describe('The owner only: the number of cards, when not one per row.') }),
  files: {
    sheet: {
      required: true,
      description: `The names: CSV or XLSX, at most ${RECORD_LIMITS.sheetBytes / MB} MB and ${RECORD_LIMITS.rows} rows; the first row names the zones.`,
    },
    photos: { description: `The photos: one zip of at most ${RECORD_LIMITS.zipBytes / MB / 1024} GB; each row's photo column names its file.` },
  },
};

/**
 * POST /api/quotes/{id}/records (the owner, with a session) and POST /api/quotes/{token}/records (the
 * customer, on their page): one path, told apart by its shape as GET /api/quotes/{x} is (a UUID is
 * the owner's id, 32 hex the customer's token). Registered inside the quotes plugin, so a wrong token
 * is counted by its guard like every other token route (token-misses.ts).
 */
export async function quoteRecordsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, privateFiles, media } = app;
  sweepStaleUploads(config.dataDir).catch((err: unknown) => app.log.warn({ err }, 'stale record uploads were not removed'));

  app.post(
    '/:token/records',
    {
      config: { rateLimit: visitorRateLimit(config.enquiriesPerHour), policy: { access: 'public', personal: true, notify: 'file' } },
      schema: {
        description: "A card per name (issue 30): by the quote's id with a session (the owner), or by its token (the customer).",
        params: TokenParamsSchema,
        form: RECORDS_FORM,
        response: { 200: RecordsAnswerSchema },
      },
    },
    async (request) => {
      const param = request.params.token;
      const owner = isUuid(param);
      if (owner) await requireUser(request);
      else if (!TOKEN_PATTERN.test(param)) throw notFound(QUOTE_MESSAGES.notFound);
      // Whether the job takes a sheet now is asked before a byte of the upload is read.
      const open = await quoteTakingRecords(db, owner ? { id: param.toLowerCase() } : { token: param }, recordTexts);
      if (open.status === 'missing') throw notFound(QUOTE_MESSAGES.notFound);
      if (open.status === 'refused') throw conflict(open.message);
      const lang = owner || open.quote.lang !== 'hi' ? 'en' : 'hi';
      const texts = owner ? RECORD_TEXTS_EN : recordTexts(lang);
      const dir = await fs.mkdtemp(path.join(config.dataDir, UPLOAD_DIR_PREFIX));
      try {
        const form = await readRecordsForm(request, texts, dir);
        const quantity = owner && form.fields.quantity?.trim() ? quantityOf(form.fields.quantity, texts.badQuantity) : undefined;
        const outcome = await uploadRecords(
          { db, media: media.store, store: privateFiles, texts, lang, byCustomer: !owner, textsOf: owner ? () => RECORD_TEXTS_EN : recordTexts },
          open.quote,
          { sheet: form.sheet, zipPath: form.zipPath, quantity },
        );
        if (outcome.status === 'no-zones') throw conflict(texts.noZones);
        if (outcome.status === 'missing') throw notFound(QUOTE_MESSAGES.notFound);
        if (outcome.status === 'refused') throw conflict(outcome.message);
        const { status: _done, ...answer } = outcome;
        return answer;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );
}

function quantityOf(text: string, message: string): number {
  const n = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) throw badRequest(message);
  return n;
}
