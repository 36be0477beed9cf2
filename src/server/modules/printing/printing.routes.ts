import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { ImpositionQuerySchema, ImpositionSchema, PrintingSettingsInputSchema, PrintingSettingsSchema } from '../../../contract/printing.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { printingAnswer, readPrinting, savePrinting } from './printing-settings.repository.ts';
import { imposedPdf, impositionFor, printPdf } from './printing.service.ts';

const OWNERS = { access: 'session', personal: true } as const;
const PDF = { 200: fileAnswer('application/pdf', 'A press-ready PDF, named by the order number.') };

/** "SGP-2026-27-0042-print.pdf"; a job without an order number is named by its id. */
const fileName = (job: { orderNumber: string; quoteId: string }, what: string) =>
  `${(job.orderNumber || job.quoteId).replace(/[^A-Za-z0-9-]/g, '-')}-${what}.pdf`;

/** To the press (issue 29): the printing settings, a job's print file, and its layout on a sheet (under /api). */
export async function printingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const stores = () => ({ media: app.media.store, privateFiles: app.privateFiles });

  app.get('/settings/printing', { config: { policy: OWNERS }, schema: { response: { 200: PrintingSettingsSchema } } }, async () =>
    printingAnswer(await readPrinting(db)),
  );

  // One setting, so no id to audit by: the change is recorded here (NOT_AUDITED).
  app.put(
    '/settings/printing',
    { config: { policy: OWNERS }, schema: { body: PrintingSettingsInputSchema, response: { 200: PrintingSettingsSchema } } },
    async (request) => {
      const before = printingAnswer(await readPrinting(db));
      const after = printingAnswer(await savePrinting(db, request.body));
      const changes = Object.fromEntries(
        (['sheets', 'marginMm', 'wastagePercent'] as const)
          .map((key) => [key, { before: JSON.stringify(before[key]), after: JSON.stringify(after[key]) }] as const)
          .filter(([, change]) => change.before !== change.after),
      );
      if (Object.keys(changes).length > 0) await recordAudit(request, { action: 'update', entity: 'printing-settings', label: 'Printing', changes });
      return after;
    },
  );

  app.get(
    '/quotes/:id/imposition',
    { config: { policy: OWNERS }, schema: { params: IdParamsSchema, querystring: ImpositionQuerySchema, response: { 200: ImpositionSchema } } },
    async (request) => (await impositionFor(db, request.params.id, request.query.sheet)).answer,
  );

  app.get('/quotes/:id/print.pdf', { config: { policy: OWNERS }, schema: { params: IdParamsSchema, response: PDF } }, async (request, reply) => {
    const { pdf, job } = await printPdf(db, stores(), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(job, 'print')}"`)
      .send(Buffer.from(pdf));
  });

  app.get(
    '/quotes/:id/imposition.pdf',
    { config: { policy: OWNERS }, schema: { params: IdParamsSchema, querystring: ImpositionQuerySchema, response: PDF } },
    async (request, reply) => {
      const { pdf, job } = await imposedPdf(db, stores(), request.params.id, request.query.sheet);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(job, 'sheet')}"`)
        .send(Buffer.from(pdf));
    },
  );
}
