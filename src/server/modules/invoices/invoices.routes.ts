import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import {
  INVOICE_MESSAGES as M,
  InvoiceCreatedSchema,
  InvoiceMonthQuerySchema,
  InvoiceRequestSchema,
  InvoiceVoidSchema,
  ownerInvoiceUrl,
  QuoteInvoiceSchema,
} from '../../../contract/invoices.ts';
import { addressKey } from '../../lib/client-address.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { TokenParamsSchema } from '../quotes/quote-route-parts.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { invoiceAudit } from './invoices.audit.ts';
import { invoicesCsv, invoicesCsvName } from './invoices-csv.ts';
import { billFile, downloadBill, type BillFile } from './bill-pdfs.ts';
import { invoiceFileName, invoiceOfToken, makeInvoice, voidInvoice, type InvoiceOutcome } from './invoices.service.ts';

const PDF = { 200: fileAnswer('application/pdf', 'The bill as a PDF attachment, named by its number.') };
const CSV = { 200: fileAnswer('text/csv', 'The month’s bills as a CSV attachment (UTF-8 with BOM, CRLF), with a total row.') };

/** A refusal as HTTP: unknown 404, wrong input 400, a step the rules do not allow now 409. */
function settled<T>(outcome: InvoiceOutcome<T>): T {
  if (outcome.status === 'done') return outcome.value;
  if (outcome.status === 'missing') throw notFound(outcome.message);
  throw outcome.status === 'refused' ? badRequest(outcome.message) : conflict(outcome.message);
}

/** The bill `find` finds, as its PDF, in the client address's turn (bill-pdfs.ts). */
async function sendBill(request: FastifyRequest, reply: FastifyReply, find: () => Promise<BillFile | undefined>) {
  const bill = await downloadBill(request.server.db, addressKey(request.ip), find);
  if (!bill) throw notFound(M.notFound);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(bill.number)}"`)
    .send(bill.pdf);
}

/** The bill's routes under /api/quotes, inside the quotes plugin so that wrong tokens are limited (token-misses.ts). */
export async function quoteInvoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'invoice', invoiceAudit);
  const { db } = app;

  app.post(
    '/:id/invoice',
    {
      config: { policy: { access: 'session', personal: true, audit: 'invoice' } },
      schema: { params: IdParamsSchema, body: InvoiceRequestSchema, response: { 201: InvoiceCreatedSchema } },
    },
    async (request, reply) => {
      const made = settled(await makeInvoice(db, app.media.store, request.params.id.toLowerCase(), request.body, new Date()));
      auditCreated(request, made.id);
      return reply.code(201).send({ invoiceNumber: made.number, url: ownerInvoiceUrl(made.id) });
    },
  );

  app.get(
    '/:token/invoice.pdf',
    { config: { policy: { access: 'public', personal: true } }, schema: { params: TokenParamsSchema, response: PDF } },
    async (request, reply) => sendBill(request, reply, () => invoiceOfToken(db, request.params.token)),
  );
}

/** The owner's bills: download, void, and the month's CSV for the accountant (under /api). */
export async function invoicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'invoice', invoiceAudit);
  const { db } = app;

  app.get(
    '/invoices/:id/pdf',
    { config: { policy: { access: 'session', personal: true } }, schema: { params: IdParamsSchema, response: PDF } },
    async (request, reply) => sendBill(request, reply, () => billFile(db, request.params.id)),
  );

  app.put(
    '/invoices/:id/void',
    {
      config: { policy: { access: 'session', personal: true, audit: 'invoice' } },
      schema: { params: IdParamsSchema, body: InvoiceVoidSchema, response: { 200: QuoteInvoiceSchema } },
    },
    async (request) => {
      const { number } = settled(await voidInvoice(db, request.params.id, request.body.reason));
      return { id: request.params.id.toLowerCase(), number, url: ownerInvoiceUrl(request.params.id.toLowerCase()), void: true };
    },
  );

  app.get(
    '/invoices.csv',
    { config: { policy: { access: 'session', personal: true } }, schema: { querystring: InvoiceMonthQuerySchema, response: CSV } },
    async (request, reply) => {
      const { body } = await invoicesCsv(db, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoicesCsvName(request.query.month)}"`)
        .send(body);
    },
  );
}
