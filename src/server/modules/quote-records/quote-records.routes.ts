import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../../contract/fields.ts';
import { QUOTE_MESSAGES, TOKEN_PATTERN } from '../../../contract/quotes.ts';
import { RECORD_LIMITS, RecordsAnswerSchema, RecordsListSchema } from '../../../contract/quote-records.ts';
import { RECORD_TEXTS_EN, recordTexts } from '../../../contract/quote-record-texts.ts';
import { MAX_QUANTITY } from '../../../contract/order-rules.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { Database } from '../../db/database.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { findListing } from '../listings/listings.repository.ts';
import { TokenParamsSchema, visitorRateLimit } from '../quotes/quote-route-parts.ts';
import { quoteOfRecords, recordsList } from './quote-records-read.repository.ts';
import { recordsProofPdf } from './records-proof.service.ts';
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
      const open = await quoteTakingRecords(db, owner ? { id: param.toLowerCase() } : { token: param }, owner ? () => RECORD_TEXTS_EN : recordTexts);
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

  const personal = { access: 'public', personal: true } as const;
  app.get(
    '/:token/records',
    {
      config: { policy: personal },
      schema: {
        description: 'The rows of the sheet of names (issue 30): the set the next approval covers, and what is wrong with each row.',
        params: TokenParamsSchema,
        response: { 200: RecordsListSchema },
      },
    },
    async (request) => {
      const { quote, lang } = await readerOf(db, request, request.params.token);
      const listing = quote.listingId ? await findListing(db, quote.listingId) : undefined;
      return recordsList(db, quote.id, lang, listing?.fields ?? []);
    },
  );

  app.get(
    '/:token/records/proof.pdf',
    {
      config: { policy: personal },
      schema: {
        params: TokenParamsSchema,
        response: { 200: fileAnswer('application/pdf', 'Every card drawn with its names and photo, watermarked, ten to an A4 page.') },
      },
    },
    async (request, reply) => {
      const { quote, lang } = await readerOf(db, request, request.params.token);
      const pdf = await recordsProofPdf({ db, media: media.store, store: privateFiles }, quote, lang);
      if (!pdf) throw notFound(recordTexts(lang).noList);
      return reply.type('application/pdf').header('content-disposition', 'inline; filename="every-card.pdf"').send(pdf);
    },
  );
}

/** The quote a read names: by its id with the owner's session (English), or by the customer's token (their page's language). */
async function readerOf(db: Database, request: FastifyRequest, param: string) {
  const owner = isUuid(param);
  if (owner) await requireUser(request);
  else if (!TOKEN_PATTERN.test(param)) throw notFound(QUOTE_MESSAGES.notFound);
  const quote = await quoteOfRecords(db, owner ? { id: param.toLowerCase() } : { token: param });
  if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
  return { quote, lang: owner || quote.lang !== 'hi' ? ('en' as const) : ('hi' as const) };
}

function quantityOf(text: string, message: string): number {
  const n = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) throw badRequest(message);
  return n;
}
