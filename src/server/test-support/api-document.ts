import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

type Schema = Record<string, unknown>;
interface Answer {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, Answer>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Answer>; securitySchemes: Record<string, Schema> };
}

export async function readDocument(app: FastifyInstance, cookie: string): Promise<OpenApiDocument> {
  const res = await app.inject({ url: '/api/openapi.json', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A Fastify route's url as the document writes its path: `:id` ↔ `{id}`. */
export const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** "METHOD /path" of every operation the document describes. */
export const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

/** A schema of the document, its references to components included, as a zod schema to check a value with. */
function checker(document: OpenApiDocument, schema: Schema): z.ZodType {
  const text = JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll('"#/components/schemas/', '"#/$defs/');
  return z.fromJSONSchema(JSON.parse(text));
}

/**
 * Why an answer is not what the document says the route answers (its status, its content type,
 * its JSON body against the documented schema), or null when it is.
 */
export function mismatch(document: OpenApiDocument, method: string, url: string, res: LightMyRequestResponse): string | null {
  const where = `${method} ${url} → ${res.statusCode}`;
  const operation = document.paths[pathOf(url)]?.[method.toLowerCase()];
  if (!operation) return `${where}: the route is not in the document`;
  const status = String(res.statusCode);
  let answer = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!answer) return `${where}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
  if (answer.$ref) answer = document.components.responses[answer.$ref.split('/').pop()!]!;
  const content = answer.content ?? {};
  if (Object.keys(content).length === 0) return res.body === '' ? null : `${where}: a body where the document says there is none`;
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const documented = content[type];
  if (!documented) return `${where}: content type "${type}" not documented (documented: ${Object.keys(content).join(', ')})`;
  if (!type.endsWith('json')) return null;
  const checked = checker(document, documented.schema ?? {}).safeParse(res.json());
  if (checked.success) return null;
  return `${where}: the body does not match the documented schema: ${z.prettifyError(checked.error)}\n${res.body.slice(0, 500)}`;
}
