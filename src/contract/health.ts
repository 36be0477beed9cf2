import { z } from 'zod';

/** `GET /api/health/live`: the process answers. */
export const LiveSchema = z.object({ status: z.literal('ok') }).describe('The process answers.');

/** What the ready check looks at: each one either answers or does not. */
const ReadyChecksSchema = z.object({
  database: z.enum(['ok', 'failed']).describe('The database answers a query.'),
  media: z.enum(['ok', 'failed']).describe('The media store takes a file.'),
});

/** `GET /api/health/ready`: 200 when everything answers, 503 with what failed. */
export const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: ReadyChecksSchema,
  message: z.string().optional().describe('What failed, in words a person can read (only when unavailable).'),
});
export type Ready = z.infer<typeof ReadySchema>;
