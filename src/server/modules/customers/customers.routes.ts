import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CUSTOMER_MESSAGES as M,
  CustomerDetailSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  OpeningInputSchema,
  ReminderAnswerSchema,
  StatementQuerySchema,
} from '../../../contract/customers.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { shopToday } from '../../../contract/ist-time.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { publicOrigin } from '../../lib/origins.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { customerAudit } from './customers.audit.ts';
import { accountOf, customerDetail, listCustomers, setOpening } from './customers.service.ts';
import { remind } from './reminders.service.ts';
import { statementPdf } from './statement.service.ts';

const PDF = { 200: fileAnswer('application/pdf', "The customer's statement of account for the period, in their language (English or Hindi).") };

/** Each customer's account (issue 31, item 2; decision 045): the owner's, never kept by a browser or a proxy. */
export async function customersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  registerAuditReader(app, 'customer', customerAudit);
  const account = async (id: string) => {
    const found = await accountOf(db, id);
    if (!found) throw notFound(M.notFound);
    return found;
  };

  app.get(
    '/',
    {
      config: { policy: { access: 'session', personal: true } },
      schema: {
        description:
          'Customers by phone number, with what they were billed and paid, and `advance`: what of that was paid on priced jobs not yet billed (a balance below zero is credit only beyond it); `sort=owing` puts who owes most first, `sort=oldest` who owes longest.',
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListSchema },
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  app.get(
    '/:id',
    { config: { policy: { access: 'session', personal: true } }, schema: { params: IdParamsSchema, response: { 200: CustomerDetailSchema } } },
    async (request) => customerDetail(db, await account(request.params.id)),
  );

  app.put(
    '/:id/opening',
    {
      config: { policy: { access: 'session', personal: true, audit: 'customer' } },
      schema: {
        description: 'What the customer owed (below zero: had in credit) on a day before their first bill here; 0 clears it.',
        params: IdParamsSchema,
        body: OpeningInputSchema,
        response: { 200: CustomerDetailSchema },
      },
    },
    async (request) => {
      const found = await account(request.params.id);
      if (request.body.on > shopToday()) throw badRequest(M.onFuture);
      await setOpening(db, found, request.body);
      return customerDetail(db, await account(found.id));
    },
  );

  app.get(
    '/:id/statement.pdf',
    { config: { policy: { access: 'session', personal: true } }, schema: { params: IdParamsSchema, querystring: StatementQuerySchema, response: PDF } },
    async (request, reply) => {
      const { pdf, fileName } = await statementPdf(db, await account(request.params.id), request.query);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );

  app.post(
    '/:id/reminders',
    {
      config: { policy: { access: 'session', personal: true, audit: 'customer' } },
      schema: {
        description: 'The reminder to send from WhatsApp, in the customer’s language; logged. 409 when nothing is owed.',
        params: IdParamsSchema,
        response: { 200: ReminderAnswerSchema },
      },
    },
    async (request) => {
      const found = await account(request.params.id);
      const answer = await remind(db, found, publicOrigin(request, config.publicUrl), request.user ?? null);
      if (!answer) throw conflict(M.nothingDue);
      auditCreated(request, found.id);
      return answer;
    },
  );
}
