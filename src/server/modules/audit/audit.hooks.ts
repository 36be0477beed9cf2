import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AuditAction, AuditChanges, AuditEntity } from '../../../contract/audit.ts';
import { isId } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { changesBetween, labelOf } from './audit.diff.ts';
import { declareAudited, keepAuditReadings, type AuditTarget, type Snapshot } from './audit.entities.ts';
import { writeAudit, type AuditRecord } from './audit.repository.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACTIONS: Record<string, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

interface Pending {
  before?: Snapshot;
  /** The answer's object, before serialization (its _id names a created record). */
  answer?: unknown;
  /** Ids the route named itself (answers that are only "exist"/"notexist"). */
  created?: string[];
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** For a route whose answer does not carry the new record's id: names it for the audit trail. */
export function auditCreated(request: FastifyRequest, id: string): void {
  const state = pending.get(request);
  if (state) state.created = [...(state.created ?? []), id];
}

/** An entry written by hand (logins, logout, setup); `user` defaults to the session's. */
export async function recordAudit(
  request: FastifyRequest,
  entry: {
    action: AuditAction;
    entity: AuditEntity;
    recordId?: string | null;
    label?: string;
    changes?: AuditChanges;
    user?: SessionUser | null;
    userName?: string;
  },
): Promise<void> {
  const user = entry.user === undefined ? request.user : entry.user;
  await writeAudit(request.server.db, [
    {
      userId: user?.id ?? null,
      userName: entry.userName ?? user?.name ?? '',
      ip: request.ip,
      action: entry.action,
      entity: entry.entity,
      recordId: entry.recordId ?? null,
      label: entry.label ?? '',
      changes: entry.changes ?? {},
    },
  ]);
}

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

const idParam = (request: FastifyRequest): string | undefined => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return isId(id) ? id.toLowerCase() : undefined;
};

/** The `_id` of an answer object, or of each object of an answer list (several banners at once). */
function idsOfAnswer(answer: unknown): string[] {
  const items = Array.isArray(answer) ? answer : [answer];
  return items.flatMap((item) => {
    const id = (item as { _id?: unknown } | null)?._id;
    return isId(id) ? [id.toLowerCase()] : [];
  });
}

/**
 * Every route declaring `audit: '<entity>'` in its policy is recorded, with no code in the
 * route: a preHandler reads the record as it was (from :id), and once the answer is a success
 * (status < 400) the record as it is now is read, compared, and the entry written — awaited in
 * onSend, before the answer leaves, so an acknowledged change always has its entry. A refused
 * request (4xx/5xx) records nothing; neither does a call without a session.
 * Call before the routes are registered (it attaches the hooks as each route is added). How an
 * entity is read is its module's to say (registerAuditReader, before its routes): a route declaring
 * an entity no module reads stops the server at start, naming the route.
 */
export function registerAudit(app: FastifyInstance): void {
  const readings = keepAuditReadings(app);
  app.addHook('onRoute', (route: RouteOptions) => {
    const entity = route.config?.policy?.audit;
    if (!entity) return;
    const reading = readings.get(entity);
    if (!reading) {
      const name = `${[route.method].flat().join(',')} ${route.url}`;
      throw new Error(
        `${name} declares audit: '${entity}', but no module says how to read one: call registerAuditReader(app, '${entity}', …) before its routes.`,
      );
    }
    const target: AuditTarget = { entity, ...reading };
    for (const method of [route.method].flat()) if (!SAFE_METHODS.has(method)) declareAudited(method, route.url, target);
    route.preHandler = [...asArray(route.preHandler), beforeHook(target)];
    route.preSerialization = [...asArray(route.preSerialization), captureAnswer];
    route.onSend = [...asArray(route.onSend), afterHook(target)];
  });
}

function beforeHook(target: AuditTarget) {
  return async function auditBefore(request: FastifyRequest): Promise<void> {
    if (!request.user || !ACTIONS[request.method]) return;
    const id = idParam(request);
    pending.set(request, { before: id ? await target.read(request.server.db, id) : undefined });
  };
}

async function captureAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  const state = pending.get(request);
  if (state) state.answer = payload;
  return payload;
}

function afterHook(target: AuditTarget) {
  return async function auditAfter(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const state = pending.get(request);
    pending.delete(request);
    if (!state || reply.statusCode >= 400 || !request.user) return payload;
    await writeAudit(request.server.db, await entriesOf(request, target, state));
    return payload;
  };
}

async function entriesOf(request: FastifyRequest, target: AuditTarget, state: Pending): Promise<AuditRecord[]> {
  const action = ACTIONS[request.method]!;
  const user = request.user!;
  const base = { userId: user.id, userName: user.name, ip: request.ip, action, entity: target.entity };
  const db = request.server.db;
  const extra = target.extra?.(request) ?? {};

  if (action === 'create') {
    // No id: nothing was created (an "exist" answer).
    const ids = state.created ?? idsOfAnswer(state.answer);
    const records: AuditRecord[] = [];
    for (const id of ids) {
      const after = await target.read(db, id);
      if (after) records.push({ ...base, recordId: id, label: labelOf(after), changes: { ...changesBetween(undefined, after), ...extra } });
    }
    return records;
  }
  const id = idParam(request);
  if (!id) return [];
  if (action === 'delete') {
    return [{ ...base, recordId: id, label: labelOf(state.before), changes: changesBetween(state.before, undefined) }];
  }
  const after = await target.read(db, id);
  const changes = { ...changesBetween(state.before, after), ...extra };
  // Saved without a change: nothing to record.
  if (Object.keys(changes).length === 0) return [];
  return [{ ...base, recordId: id, label: labelOf(after ?? state.before), changes }];
}
