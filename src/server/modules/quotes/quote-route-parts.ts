import { z } from 'zod';
import { QUOTE_MESSAGES } from '../../../contract/quotes.ts';
import { HttpError } from '../../lib/http-errors.ts';

export const TokenParamsSchema = z.object({ token: z.string() });

/** A visitor's writes on a quote (asking, answering a proof, attaching a file): this many an hour from one address. */
export const visitorRateLimit = (perHour: number) => ({
  max: perHour,
  timeWindow: 3_600_000,
  errorResponseBuilder: () => new HttpError(429, QUOTE_MESSAGES.tooMany),
});
