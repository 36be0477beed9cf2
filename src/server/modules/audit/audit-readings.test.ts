import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../../scripts/import-graph.ts';
import { auditedEntityOf, registerAuditReader, type AuditedEntity } from './audit.entities.ts';
import { registerAudit } from './audit.hooks.ts';

const reading: AuditedEntity = { read: async () => ({ name: 'Hindu' }) };

/** An app with the audit hooks and one module's routes, started. */
async function start(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerAudit(app);
  await app.register(async (scope) => routes(scope));
  await app.ready();
  return app;
}

describe('each module declares its own audit reading (decision 046)', () => {
  it('the audit module imports none of the other modules', () => {
    const outside = [...importGraph('src/server/modules/audit')]
      .filter(([file]) => !file.endsWith('.test.ts'))
      .flatMap(([file, targets]) =>
        targets.filter((t) => t.startsWith('src/server/modules/') && !t.startsWith('src/server/modules/audit/')).map((t) => `${file} → ${t}`),
      );
    expect(outside).toEqual([]);
  });

  it('a route declaring an entity no module reads stops the start, naming the route and the entity', async () => {
    const routes = (app: FastifyInstance) => {
      app.post('/religions', { config: { policy: { access: 'session', audit: 'religion' } } }, async () => ({}));
    };
    await expect(start(routes)).rejects.toThrow(`POST /religions declares audit: 'religion', but no module says how to read one`);
  });

  it("a module's reading, declared before its routes, is the one the routes are recorded by", async () => {
    const app = await start((scope) => {
      registerAuditReader(scope, 'religion', reading);
      scope.post('/religions', { config: { policy: { access: 'session', audit: 'religion' } } }, async () => ({}));
      // A second plugin of the same module may declare the same reading again.
      registerAuditReader(scope, 'religion', reading);
    });
    expect(auditedEntityOf('POST', '/religions')).toEqual({ entity: 'religion', read: reading.read });
    await app.close();
  });

  it('two readings of one entity stop the start', async () => {
    const twice = (scope: FastifyInstance) => {
      registerAuditReader(scope, 'religion', reading);
      registerAuditReader(scope, 'religion', { read: async () => undefined });
    };
    await expect(start(twice)).rejects.toThrow('Two readings of a religion for the activity log');
  });
});
