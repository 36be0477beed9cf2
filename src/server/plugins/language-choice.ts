import type { FastifyRequest } from 'fastify';

/** The storefront's languages (decision 030): English at /…, Hindi at /hi/…. */
export type Language = 'en' | 'hi';

/** The language of a page's address: /hi, /hi/… and /hi?… are Hindi. */
export const languageOf = (url: string): Language => (/^\/hi(?:[/?]|$)/.test(url) ? 'hi' : 'en');

/** The cookie the header's language switch sets in the browser (storefront/components/language-switch.tsx). */
const HINDI_CHOSEN = /(?:^|;\s*)lang=hi(?:;|$)/;

/**
 * A visit to the English home page by someone who chose Hindi with the switch: they are sent to
 * /hi/ (the page cache must not answer it either). Only the home page: a link to another English page
 * was chosen on purpose. No Accept-Language or address guessing (Google crawls without either).
 */
export function prefersHindiHome(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0];
  return path === '/' && HINDI_CHOSEN.test(request.headers.cookie ?? '');
}
