import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The requests this process makes to itself (the page renderer's calls for its data, the page
 * cache's refreshes) carry a secret made at start: a page built during a rush must be built from
 * the current answers, never from stand-ins, or it would be kept as current with the data of before
 * the write. Nor are their answers kept by the page cache: the renderer keeps its own, uncompressed,
 * and no visitor ever asks for the address of this process's own requests.
 */
const INSIDE = randomBytes(18).toString('base64url');
export const insideHeaders = (): Record<string, string> => ({ 'x-shop-inside': INSIDE });
export const fromInside = (request: FastifyRequest) => request.headers['x-shop-inside'] === INSIDE;
