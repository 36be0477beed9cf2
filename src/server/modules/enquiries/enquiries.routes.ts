import type { FastifyInstance } from 'fastify';
import { ENQUIRY_MESSAGES, EnquiryInputSchema } from '../../../contract/enquiries.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { requireUser } from '../../plugins/session.ts';
import { createEnquiry, deleteEnquiry, findEnquiry, listEnquiries, setHandled } from './enquiries.repository.ts';

const NOT_FOUND = 'Enquiry not found';

/** A bot fills every field it sees, the hidden `website` one included; people leave it empty. */
function isBot(body: unknown): boolean {
  const value = (body as { website?: unknown } | null)?.website;
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export async function enquiriesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // Public, so limited per address: a flood of messages must not bury the real ones.
  const rateLimit = {
    max: app.config.enquiriesPerHour,
    timeWindow: 3_600_000,
    errorResponseBuilder: () => new HttpError(429, ENQUIRY_MESSAGES.tooMany),
  };

  app.post('/', { config: { rateLimit } }, async (request, reply) => {
    // The bot is told it succeeded, so it has no reason to try again differently.
    if (isBot(request.body)) return reply.code(201).send({ message: ENQUIRY_MESSAGES.sent });
    const input = EnquiryInputSchema.parse(request.body ?? {});
    const enquiry = await createEnquiry(db, input);
    return reply.code(201).send({ message: ENQUIRY_MESSAGES.sent, enquiry });
  });

  app.get('/', { preHandler: requireUser }, async () => ({ success: true, result: await listEnquiries(db) }));

  app.patch<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    if (!isId(id) || !(await findEnquiry(db, id))) throw notFound(NOT_FOUND);
    const handled = (request.body as { handled?: unknown } | null)?.handled;
    if (typeof handled !== 'boolean') throw badRequest('handled must be true or false.');
    if (!(await setHandled(db, id, handled))) throw notFound(NOT_FOUND);
    return findEnquiry(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    if (!isId(id) || !(await deleteEnquiry(db, id))) throw notFound(NOT_FOUND);
    return { message: 'Enquiry deleted' };
  });
}
