import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/catalogue.ts';
import { ENQUIRY_MESSAGES, EnquiryHandledSchema, EnquiryFormSchema, EnquiryListSchema, EnquirySchema, EnquirySentSchema } from '../../../contract/enquiries.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { filledHoneypot } from '../../lib/honeypot.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { findOr404 } from '../../lib/records.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { enquiryAudit } from './enquiries.audit.ts';
import { createEnquiry, deleteEnquiry, listEnquiries, setHandled } from './enquiries.repository.ts';

const NOT_FOUND = 'Enquiry not found';

export async function enquiriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'enquiry', enquiryAudit);
  const { db } = app;
  const byId = { params: IdParamsSchema };

  // Public, so limited per address: a flood of messages must not bury the real ones. A message
  // carries no phone to count by (quotes are also held per number), so this loose limit is its only one.
  const rateLimit = {
    max: app.config.enquiriesPerHour,
    timeWindow: 3_600_000,
    errorResponseBuilder: () => new HttpError(429, ENQUIRY_MESSAGES.tooMany),
  };

  // The bot is told it succeeded (before its form is checked), so it has no reason to try again differently.
  const answerBots = async (request: FastifyRequest, reply: FastifyReply) => {
    if (filledHoneypot(request.body)) return reply.code(201).send({ message: ENQUIRY_MESSAGES.sent });
  };

  app.post(
    '/',
    {
      config: { rateLimit, policy: { access: 'public', personal: true, notify: 'enquiry' } },
      preValidation: answerBots,
      schema: { body: EnquiryFormSchema, response: { 201: EnquirySentSchema } },
    },
    async (request, reply) => reply.code(201).send({ message: ENQUIRY_MESSAGES.sent, enquiry: await createEnquiry(db, request.body) }),
  );

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: EnquiryListSchema } } }, async () =>
    listAnswer(listEnquiries(db)),
  );

  app.patch(
    '/:id',
    {
      config: { policy: { access: 'session', personal: true, audit: 'enquiry' } },
      schema: { ...byId, body: EnquiryHandledSchema, response: { 200: EnquirySchema } },
    },
    async (request) => {
      return findOr404((id) => setHandled(db, id, request.body.handled), request.params.id, NOT_FOUND);
    },
  );

  app.delete(
    '/:id',
    { config: { policy: { access: 'session', personal: true, audit: 'enquiry' } }, schema: { ...byId, response: { 200: MessageSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!isId(id) || !(await deleteEnquiry(db, id.toLowerCase()))) throw notFound(NOT_FOUND);
      return { message: 'Enquiry deleted' };
    },
  );
}
