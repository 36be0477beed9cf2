import type { FastifyRequest } from 'fastify';
import type { AuditEntity } from '../../contract/audit.ts';

/**
 * What a route declares about itself, next to its schema, as `config: { policy }`: who may call it,
 * whether its answer may be kept, and whether it is audited. One set of hooks reads these; nothing
 * decides by the URL. A route without a policy stops the server at start.
 */
export interface RoutePolicy {
  /** `session`: 401 without a signed-in user. */
  access: 'public' | 'session';
  /** The answer carries people's data or depends on who asks: always `Cache-Control: no-store`. */
  personal?: boolean;
  /** Anonymous GET answers may be kept by the page cache, keyed by the path and only these query parameters. */
  cache?: { query: readonly string[] };
  /** Recorded in the activity log as a change of this entity (state-changing routes). */
  audit?: AuditEntity;
  /** A successful call changes what the shop's pages show, so pages kept for visitors start afresh. */
  changesPages?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

/** The policy of the route a request matched (none for an address no route answers). */
export const policyOf = (request: FastifyRequest): RoutePolicy | undefined => request.routeOptions.config?.policy;
