import type { FastifyRequest } from 'fastify';

/**
 * https://host as the request came in (behind a proxy only when TRUST_PROXY says so); a Host that
 * is no host name reads as localhost, since it ends up in links.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
  // Through URL: "http://shop:80" and "http://shop" are one origin.
  return new URL(`${request.protocol}://${host}`).origin;
}

/** The origin absolute links are built on: PUBLIC_URL, else the request's own. */
export const publicOrigin = (request: FastifyRequest, publicUrl: string | undefined): string => publicUrl ?? requestOrigin(request);
