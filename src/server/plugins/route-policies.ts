import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import type { DataVersion } from '../lib/data-version.ts';
import { policyOf, type RoutePolicy } from '../lib/route-policy.ts';
import { hasSessionCookie, requireUser } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's declared policy by "METHOD /url" (HEAD routes left out, as in routeList). */
    routePolicies: ReadonlyMap<string, RoutePolicy>;
  }
}

/** Where a scope keeps the policy of routes a third-party plugin registers inside it. */
const SCOPE_POLICY = Symbol('scope route policy');

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * For a plugin that registers routes without taking their options (@fastify/static): every route
 * it adds carries this policy.
 */
export async function withPolicy(app: FastifyInstance, policy: RoutePolicy, register: FastifyPluginAsync): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(SCOPE_POLICY, policy);
    await register(scope, {});
  });
}

/** Contradictions a reader of the declaration would trip on; null when the policy holds together. */
function problemOf(policy: RoutePolicy, methods: string[]): string | null {
  const reads = methods.every(isRead);
  if (policy.cache && (!reads || policy.personal || policy.access === 'session')) return 'only a public, not personal GET may be cached';
  if ((policy.audit || policy.changesPages) && reads) return 'a GET neither changes pages nor is audited';
  if (policy.notify && reads) return 'a GET is no news for the owner';
  return null;
}

interface RoutePoliciesOptions {
  /** Bumped after a successful call of a route that declares `changesPages`. */
  dataVersion: DataVersion;
}

/**
 * The one reader of the routes' declarations (`config: { policy }`, lib/route-policy.ts). Register it
 * before any route: a route without a policy stops the server at start, naming the route.
 * - `access: 'session'`: a 401 before the body is read, for a call without a signed-in user;
 * - Cache-Control: `no-store` for a personal answer (always), and for any answer to a write or to a
 *   request with a session cookie, unless the route chose its own header;
 * - `changesPages`: a successful call starts the page caches afresh (before the answer leaves, so
 *   the client's next page already shows the change). Nothing else does.
 */
export function registerRoutePolicies(app: FastifyInstance, opts: RoutePoliciesOptions): void {
  const policies = new Map<string, RoutePolicy>();
  app.decorate('routePolicies', policies);

  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const methods = [route.method].flat();
    const name = `${methods.join(',')} ${route.url}`;
    const declared = route.config?.policy ?? (this as unknown as Record<symbol, RoutePolicy | undefined>)[SCOPE_POLICY];
    if (!declared) throw new Error(`${name} has no policy: declare config: { policy } next to its schema (src/server/lib/route-policy.ts).`);
    const problem = problemOf(declared, methods);
    if (problem) throw new Error(`${name}: its policy does not hold together (${problem}).`);
    // Sorted once here: the page cache keys on the declared query parameters in this order.
    const policy: RoutePolicy = declared.cache ? { ...declared, cache: { query: [...declared.cache.query].sort() } } : declared;
    route.config = { ...route.config, policy };
    if (policy.access === 'session') route.preValidation = [requireUser, ...asArray(route.preValidation)];
    for (const method of methods) if (method !== 'HEAD') policies.set(`${method} ${route.url}`, policy);
  });

  app.addHook('onSend', async (request, reply) => {
    const policy = policyOf(request);
    if (policy?.personal) reply.header('cache-control', 'no-store');
    else if (!reply.hasHeader('cache-control') && (!isRead(request.method) || hasSessionCookie(request))) reply.header('cache-control', 'no-store');
    if (policy?.changesPages && reply.statusCode < 400) await opts.dataVersion.changed();
  });
}
