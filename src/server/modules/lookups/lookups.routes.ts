import type { FastifyInstance } from 'fastify';
import { LOOKUP_KINDS, type LookupKind } from '../../../contract/lookups.ts';
import { normalizePrice, PRICE_MESSAGE } from '../../../contract/money.ts';
import { limitLength, text } from '../../lib/fields.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireUser } from '../../plugins/session.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { addLookup, listLookups } from './lookups.repository.ts';

const MAX_LENGTH = 500;

/** The value to store: prices arrive as {price} (the web) or {name} and are kept normalized, so "499.50" and "499.5" meet. */
function valueOf(kind: LookupKind, body: unknown): string {
  if (kind !== 'prices') {
    const name = limitLength(text(body, 'name'), MAX_LENGTH, 'Name');
    if (!name) throw badRequest('Name required.');
    return name;
  }
  const raw = limitLength(text(body, 'price') || text(body, 'name'), MAX_LENGTH, 'Price');
  if (!raw) throw badRequest('Price required.');
  const price = normalizePrice(raw);
  if (price === null) throw badRequest(PRICE_MESSAGE);
  return price;
}

/** The seven single-value lists: /api/{kind}/add and /api/{kind}. Only these kinds are routes (the internal 'setup' row never is). */
export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of LOOKUP_KINDS) {
    app.post(`/${kind}/add`, { preHandler: requireUser }, async (request, reply) => {
      const id = newId();
      const status = await addLookup(app.db, kind, valueOf(kind, request.body), id);
      // The answer is only "exist"/"notexist": the audit trail is told which record was added.
      if (status === 'notexist') auditCreated(request, id);
      // A JSON string, as the old app's res.json("exist") was.
      return reply
        .code(status === 'exist' ? 200 : 201)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(status));
    });

    app.get(`/${kind}`, { preHandler: requireUser }, async () => ({ success: true, result: await listLookups(app.db, kind) }));
  }
}
