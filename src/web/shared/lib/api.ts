import { z } from 'zod';
import { BannerSchema, CategorySchema, ListingSchema, SubcategorySchema } from '../../../contract/catalogue.ts';
import { SiteConfigSchema, type SiteConfig } from '../../../contract/site.ts';

/**
 * The one API client. Every answer is parsed with the contract's schemas, so a page never renders
 * a shape it did not expect; a 4xx/5xx becomes an ApiError carrying the server's {message}.
 * Public pages import this module lazily (zod is ~20 KB gzip): their first data comes from the
 * server-rendered cache, so most visits never download it.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const ConfigAnswer = z.union([
  z.object({ success: z.literal(true), result: z.array(SiteConfigSchema) }),
  z.array(SiteConfigSchema),
  // The old API answered {success:false, message} for "no configuration yet".
  z.object({ success: z.literal(false) }),
]);

/** Parsers of the GET answers the pages query; the name travels in an ApiQuery (see queries.ts). */
export const parsers = {
  /** GET /api/confi/GetConfiList → the first configuration, or null when there is none. */
  siteConfig: (body: unknown): SiteConfig | null => {
    const answer = ConfigAnswer.parse(body);
    const list = Array.isArray(answer) ? answer : answer.success ? answer.result : [];
    return list[0] ?? null;
  },
  banners: (body: unknown) => z.array(BannerSchema).parse(body),
  categories: (body: unknown) => z.array(CategorySchema).parse(body),
  subcategories: (body: unknown) => z.array(SubcategorySchema).parse(body),
  listings: (body: unknown) => z.array(ListingSchema).parse(body),
  listing: (body: unknown) => ListingSchema.parse(body),
};
export type Parsers = typeof parsers;
export type ParserName = keyof Parsers;
export type Parsed<K extends ParserName> = ReturnType<Parsers[K]>;

function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : `Request failed (${status}).`;
}

/** Turns a status and decoded body into data or an ApiError; the server renderer uses it too. */
export function readAnswer<K extends ParserName>(parse: K, status: number, body: unknown): Parsed<K> {
  if (status >= 400) throw new ApiError(messageOf(body, status), status);
  return parsers[parse](body) as Parsed<K>;
}

async function decode(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // The lookup calls answer the bare text exist/notexist.
    return text;
  }
}

/** GET a path and parse it with a named parser (the form ApiQuery uses). */
export async function apiGet<K extends ParserName>(path: string, parse: K): Promise<Parsed<K>> {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  return readAnswer(parse, res.status, await decode(res));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  signal?: AbortSignal;
}

/** Any call, parsed with any contract schema: `apiRequest('/api/categories', CategorySchema, { method: 'POST', form })`. */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(path, { method: options.method ?? 'GET', credentials: 'same-origin', headers, body, signal: options.signal });
  const decoded = await decode(res);
  if (res.status >= 400) throw new ApiError(messageOf(decoded, res.status), res.status);
  return schema.parse(decoded);
}
