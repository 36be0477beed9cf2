import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/database.ts';
import { HttpError } from '../lib/http-errors.ts';

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its length.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Invalid content type.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
};

/** A route schema's refusal: its first issue's message is the form's own text (spec §5, §8). */
function validationMessage(err: FastifyError): string | undefined {
  const first = err.code === 'FST_ERR_VALIDATION' ? err.validation?.[0]?.message : undefined;
  return first || undefined;
}

/** The one place errors become answers: 4xx with a clear message, 5xx with nothing inside. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send({ message: err.message });
    if (err instanceof ZodError) return reply.code(400).send({ message: err.issues[0]?.message ?? 'Invalid input.' });
    const code = (err as FastifyError).code;
    const invalid = validationMessage(err as FastifyError);
    if (invalid) return reply.code(400).send({ message: invalid });
    const known = code ? FASTIFY_MESSAGES[code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (isUniqueViolation(err)) return reply.code(409).send({ message: 'Already exists.' });
    if (isForeignKeyViolation(err)) return reply.code(409).send({ message: 'It is in use by other records.' });
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: tooManyMessage(reply.getHeader('retry-after')) });
    if (status >= 400 && status < 500) {
      request.log.info({ err }, 'client error');
      return reply.code(status).send({ message: clientMessage(err) });
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' });
  });
}

/** The rate limiter sets Retry-After (seconds); the message says when, in words. */
function tooManyMessage(retryAfter: unknown): string {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0
    ? `Too many requests. Please try again in ${Math.ceil(seconds)} seconds.`
    : 'Too many requests. Please try again later.';
}

/** Fastify's own 4xx texts are plain English; anything else odd gets a neutral line. */
function clientMessage(err: Error): string {
  const text = err.message ?? '';
  return text && text.length < 200 && !/\n|at .*\(|\/[\w.-]+\//.test(text) ? text : 'Bad request.';
}
