import type { FastifyRequest } from 'fastify';
import type { AuditEntity } from '../../contract/audit.ts';
import type { OwnerEvent } from '../../contract/push.ts';

/**
 * What a route declares about itself, next to its schema, as `config: { policy }`: who may call it,
 * whether its answer may be kept, and whether it is audited. plugins/route-policies.ts reads these
 * (the page cache and the audit hooks read the matched route's too); nothing decides by the URL. A
 * route without a policy stops the server at start. There are no defaults to forget: `access` is
 * always written, and what is left out is off (not personal, never kept, not audited, no page changes).
 * See docs/decisions/013-route-policy.md.
 */
export interface RoutePolicy {
  /** `session`: 401 without a signed-in user, before the body is read. */
  access: 'public' | 'session';
  /** The answer carries people's data or depends on who asks: always `Cache-Control: no-store`. */
  personal?: boolean;
  /**
   * Anonymous GET answers (200) may be kept by the page cache, keyed by the path and only these
   * query parameters: list every one the answer depends on. Only for a public, not personal GET.
   */
  cache?: { query: readonly string[] };
  /** Recorded in the activity log as a change of this entity (state-changing routes; modules/audit). */
  audit?: AuditEntity;
  /** A successful call changes what the shop's pages show, so pages kept for visitors start afresh. */
  changesPages?: boolean;
  /** A successful call is news the owner's phones hear of at once, once the answer has left (modules/push). */
  notify?: OwnerEvent;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

/** The policy of the route a request matched (none for an address no route answers). */
export const policyOf = (request: FastifyRequest): RoutePolicy | undefined => request.routeOptions.config?.policy;
