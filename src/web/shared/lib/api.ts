import { z } from 'zod';
import { BannerSchema, CategorySchema, ListingSchema, SubcategorySchema } from '../../../contract/catalogue.ts';
import { PublicQuoteSchema } from '../../../contract/quotes.ts';
import { SiteConfigListSchema, SiteConfigSchema, type SiteConfig } from '../../../contract/site.ts';

/**
 * The one HTTP client of the browser (both faces; the back office adds its 401 handling and upload
 * progress on top, admin/lib/admin-api.ts). Every answer is parsed with the contract's schemas, so
 * a page never renders a shape it did not expect; a 4xx/5xx becomes an ApiError carrying the
 * server's {message}.
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
  SiteConfigListSchema,
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
  /** GET /api/quotes/{token}: a visitor's quote (/quote/:token). */
  quote: (body: unknown) => PublicQuoteSchema.parse(body),
};
export type Parsers = typeof parsers;
export type ParserName = keyof Parsers;
export type Parsed<K extends ParserName> = ReturnType<Parsers[K]>;

/** The server's {message}, or a generic text with the status. */
export function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : `Request failed (${status}).`;
}

/** Turns a status and decoded body into data or an ApiError; the server renderer uses it too. */
export function readAnswer<K extends ParserName>(parse: K, status: number, body: unknown): Parsed<K> {
  if (status >= 400) throw new ApiError(messageOf(body, status), status);
  return parsers[parse](body) as Parsed<K>;
}

/** The body as JSON, or the bare text (the lookup calls answer "exist"/"notexist"), or null. */
export function decode(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  signal?: AbortSignal;
}

/** One same-origin call (the session cookie goes with it): the status and the decoded body. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(path, { method: options.method ?? 'GET', credentials: 'same-origin', headers, body, signal: options.signal });
  return { status: res.status, body: decode(await res.text()) };
}

/** GET a path and parse it with a named parser (the form ApiQuery uses). */
export async function apiGet<K extends ParserName>(path: string, parse: K): Promise<Parsed<K>> {
  const { status, body } = await apiFetch(path);
  return readAnswer(parse, status, body);
}

/** Any call, parsed with any contract schema: `apiRequest('/api/categories', CategorySchema, { method: 'POST', form })`. */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>> {
  const { status, body } = await apiFetch(path, options);
  if (status >= 400) throw new ApiError(messageOf(body, status), status);
  return schema.parse(body);
}
