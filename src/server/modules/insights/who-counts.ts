import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/client-address.ts';
import { hasSessionCookie } from '../../plugins/session.ts';
import type { Visitor } from './counted-today.ts';

/**
 * Fetchers that are not people: search and social crawlers, chat apps drawing a link preview
 * (WhatsApp's own fetcher among them), audit tools, headless browsers, HTTP libraries. A request
 * with no user agent at all is not a browser either.
 */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegram|skypeuripreview|preview|embedly|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|curl\/|wget\/|python|java\/|okhttp|go-http-client|node-fetch|undici|axios|httpclient|libwww|scrapy|monitor|uptime|pingdom/i;

// Most requests come from a few browsers: each one's answer is remembered (a bounded number of them).
const judged = new Map<string, boolean>();
const JUDGED_MAX = 1000;

export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = judged.get(userAgent);
  if (bot === undefined) {
    bot = NOT_A_PERSON.test(userAgent);
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(userAgent, bot);
  }
  return bot;
}

/**
 * A visitor counts: no session cookie (the owner and staff, told apart by the cookie alone, so
 * no database read per request), not a bot, not a prefetch (a page the browser may never show).
 */
export function isCountedVisitor(request: FastifyRequest): boolean {
  const h = request.headers;
  if (hasSessionCookie(request)) return false;
  if (isBot(h['user-agent'])) return false;
  const purpose = `${h['sec-purpose'] ?? ''} ${h.purpose ?? ''} ${h['x-purpose'] ?? ''} ${h['x-moz'] ?? ''}`;
  return !/prefetch|preview/i.test(purpose);
}

/** Who is counted, to count each visitor once (hashed at once by CountedToday, never kept as it is). */
export const visitorOf = (request: FastifyRequest): Visitor => ({ address: addressKey(request.ip), agent: request.headers['user-agent'] ?? '' });

const PAGE = /^\/list(?:ing)?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:[?#]|$)/i;
const API = /^\/api\/listings\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?|$)/i;

/**
 * The design a GET shows a visitor: a page of one design (/list/:id, /listing/:id) loaded as a document, or the
 * storefront's own read of one when it moves to an item page without loading a new document. The
 * storefront's client asks for JSON; the server's renderer, reading the same answer in-process to
 * draw a page (already counted as that page), sends no Accept header — so one visit is one view,
 * server-rendered page and hydration together.
 */
export function viewedListing(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const page = PAGE.exec(request.url);
  // Only a page the browser shows: the service worker fetching a page to keep it offline says
  // Sec-Fetch-Dest "empty" (browsers without these headers are counted as before).
  if (page) return ['document', undefined].includes(request.headers['sec-fetch-dest'] as string | undefined) ? page[1]!.toLowerCase() : undefined;
  const api = API.exec(request.url);
  if (api && /application\/json/.test(request.headers.accept ?? '')) return api[1]!.toLowerCase();
  return undefined;
}
