import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gstr1FileName, Gstr1QuerySchema, Gstr1Schema } from '../../../contract/gstr1.ts';
import { conflict } from '../../lib/http-errors.ts';
import { gstr1OfMonth } from './gstr1.service.ts';

/** The shop's GST returns (under /api/gst): the month's GSTR-1 for the portal's offline tool. */
export async function gstRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/gstr1.json',
    {
      // Personal: the customers' GSTINs, bill numbers and amounts.
      config: { policy: { access: 'session', personal: true } },
      schema: { querystring: Gstr1QuerySchema, response: { 200: Gstr1Schema } },
    },
    async (request, reply) => {
      const { month } = request.query;
      const answer = await gstr1OfMonth(app.db, month);
      if (answer.status === 'conflict') throw conflict(answer.message);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${gstr1FileName(answer.file.gstin, month)}"`)
        .send(answer.file);
    },
  );
}
