import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrate, openDatabase, type Database, type Dialect } from './db/database.ts';
import { imageReferences } from './db/image-references.ts';
import type { AppConfig } from './env.ts';
import { mediaLockFor } from './db/picture-locks.ts';
import { MediaService } from './media/media-service.ts';
import { StorageUnavailable } from './media/media-store.ts';
import { openMediaStores } from './media/media-stores.ts';
import { HotPictures } from './media/hot-pictures.ts';
import type { PrivateStore } from './media/private-store.ts';
import { registerAudit } from './modules/audit/audit.hooks.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { ensureFirstAdmin } from './modules/auth/auth.service.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { religionsRoutes } from './modules/religions/religions.routes.ts';
import { siteConfigRoutes } from './modules/site-config/site-config.routes.ts';
import { subcategoriesRoutes } from './modules/subcategories/subcategories.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { previewsRoutes } from './modules/previews/previews.routes.ts';
import { jobTicketRoutes } from './modules/job-tickets/job-ticket.routes.ts';
import { jobCostRoutes } from './modules/job-costs/job-cost.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { orderSettingsRoutes } from './modules/order-settings/order-settings.routes.ts';
import { billingSettingsRoutes } from './modules/billing-settings/billing-settings.routes.ts';
import { gatewayPaymentsRoutes, gatewaySettingsRoutes } from './modules/gateway/gateway.routes.ts';
import { printingRoutes } from './modules/printing/printing.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { gstRoutes } from './modules/gst/gst.routes.ts';
import { spreadsheetRoutes } from './modules/spreadsheet/spreadsheet.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { registerVisitCounting } from './modules/insights/count-visits.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerOwnerNews } from './modules/push/owner-news.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { useShippedFonts } from './lib/shipped-fonts.ts';
import { registerApiDescription } from './plugins/api-description.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMediaFiles } from './plugins/media-files.ts';
import { registerShareImages } from './plugins/share-images.ts';
import { registerWebManifest } from './plugins/web-manifest.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerWeb, type DevWeb } from './plugins/web.ts';
import { scheduleBackups } from './backup/scheduled-backups.ts';
import { DataVersion } from './lib/data-version.ts';
import { registerAnonymousCache } from './plugins/anonymous-cache.ts';
import { registerRoutePolicies } from './plugins/route-policies.ts';
import { openRedis } from './lib/redis-client.ts';
import { MemoryCounters, RedisCounters, type SharedCounters } from './lib/shared-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dialect: Dialect;
    /** Pictures: uploads, deletes, the sweep; `app.media.ready()` says whether the store answers (health checks). */
    media: MediaService;
    /** Proofs, their PDFs and customers' files: served only through a quote's token (media/private-store.ts). */
    privateFiles: PrivateStore;
    config: AppConfig;
    /** Changes with every change of what pages show (here at once, in other processes within a second): caches key on it. */
    dataVersion: DataVersion;
    /** Counts for the login's, the quote links' and the quote requests' per-phone limits: shared in Redis when REDIS_URL is set (lib/shared-counters.ts). */
    counters: SharedCounters;
    /** Every route as "METHOD /url", for the tests that check all of them. */
    routeList: string[];
  }
}

export interface BuildOptions {
  logger?: boolean;
  /** Serve the web app (off in API tests, which need no build). */
  web?: boolean;
  /** The web app from source with hot reload (`npm run dev`, src/server/dev.ts). */
  devWeb?: DevWeb;
}

/** The whole shop as one Fastify instance; main.ts only listens. This is the table of contents. */
/** Each module's routes under its prefix (the spec's paths: /api/confi is the site configuration). */
const API_MODULES: readonly (readonly [FastifyPluginAsync, string])[] = [
  [authRoutes, '/api'],
  [usersRoutes, '/api/users'],
  [siteConfigRoutes, '/api/confi'],
  [bannersRoutes, '/api/banners'],
  [categoriesRoutes, '/api/categories'],
  [subcategoriesRoutes, '/api/subcategories'],
  [religionsRoutes, '/api/religions'],
  [listingsRoutes, '/api/listings'],
  [spreadsheetRoutes, '/api/listings'],
  [previewsRoutes, '/api/listings'],
  [quotesRoutes, '/api/quotes'],
  // Each customer's account, by phone number (decision 045).
  [customersRoutes, '/api/customers'],
  [jobTicketRoutes, '/api/quotes'],
  [jobCostRoutes, '/api/quotes'],
  [orderSettingsRoutes, '/api/order-settings'],
  [billingSettingsRoutes, '/api/settings/billing'],
  // Online payment (issue 31): the gateway's settings, its webhook, and the owner's look at a flagged payment.
  [gatewaySettingsRoutes, '/api/settings/gateway'],
  [gatewayPaymentsRoutes, '/api/payments'],
  // To the press (issue 29): printing settings, print files and sheet layouts.
  [printingRoutes, '/api'],
  [invoicesRoutes, '/api'],
  // The month's GSTR-1 for the GST portal's offline tool (issue 31, item 3).
  [gstRoutes, '/api/gst'],
  [galleryRoutes, '/api/images'],
  [lookupsRoutes, '/api'],
  [enquiriesRoutes, '/api/enquiries'],
  [auditRoutes, '/api/audit'],
  // The owner's phones: the key to subscribe with, and each device's subscription (decision 034).
  [pushRoutes, '/api/push'],
  // Public product feeds for Meta and Google (not under /api: they are no call of the shop's own pages).
  [feedsRoutes, '/feeds'],
  [insightsRoutes, '/api'],
  // For load balancers: live (the process answers) and ready (its database and media store answer).
  [healthRoutes, '/api/health'],
];

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Before anything draws text: fontconfig reads its configuration once per process.
  useShippedFonts();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // A hop count trusts exactly that many proxies nearest to us: the client's own leftmost entry never counts.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    return503OnClosing: true,
  });
  try {
    await assemble(app, config, options);
  } catch (err) {
    // A refused start (a route without a policy, a failed migration) leaves no connection open.
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}

/** Opens the database and registers the hooks and routes, in this order. */
async function assemble(app: FastifyInstance, config: AppConfig, options: BuildOptions): Promise<void> {
  const database = openDatabase(config);
  app.addHook('onClose', async () => database.close());
  await migrate(database.db, database.dialect === 'postgres' ? config.pgSchema : undefined);
  // On disk under DATA_DIR/media, or in the bucket of MEDIA_STORE=s3 (media/media-stores.ts).
  const stores = openMediaStores(config);
  app.addHook('onClose', async () => stores.close());
  // The pictures visitors are asking for, answered from memory (media/hot-pictures.ts).
  const pictures = config.pictureCacheMb ? new HotPictures(stores.media, config.pictureCacheMb * 1024 * 1024) : stores.media;
  if (pictures instanceof HotPictures) app.addHook('onClose', async () => pictures.close());
  await pictures.init();
  app.decorate('db', database.db);
  const dataVersion = new DataVersion(database.db);
  await dataVersion.read();
  dataVersion.watch();
  app.addHook('onClose', async () => dataVersion.stop());
  app.decorate('dataVersion', dataVersion);
  app.decorate('dialect', database.dialect);
  const media = new MediaService(pictures, imageReferences(database.db), mediaLockFor(database.db, database.dialect));
  // Files left by a crash or a kill in the middle of an upload: nothing references them. Images are
  // taken under their lock, so another process's upload is never touched; temp files have no lock,
  // so beside other processes only old ones go.
  const swept = await media.sweep(0, media.sharedWithOtherProcesses ? 15 * 60_000 : 0).catch((err: unknown) => {
    // A bucket down at start: the shop still serves its pages; the next start sweeps.
    if (!(err instanceof StorageUnavailable)) throw err;
    app.log.warn(`media sweep skipped: ${pictures.where} is unreachable`);
    return { temp: 0, orphans: 0 };
  });
  if (swept.temp + swept.orphans > 0) app.log.info(swept, 'media sweep: removed temp files and orphan images');
  app.decorate('media', media);
  app.decorate('privateFiles', stores.private);
  app.decorate('config', config);
  // Limits shared by every process when REDIS_URL is set; per process otherwise.
  const redis = config.redis ? await openRedis(config.redis.url, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  app.decorate('counters', redis && config.redis ? (new RedisCounters(redis, config.redis.keyPrefix) as SharedCounters) : new MemoryCounters());

  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
  });

  // Once shutdown begins, answers to requests still in flight close their connection, so keep-alive
  // sockets do not hold the process open after the last answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Before any route: each declares who may call it, what may be kept, what it changes (lib/route-policy.ts).
  registerRoutePolicies(app, { dataVersion });

  // Routes declare zod schemas from src/contract: input parsed by them, answers encoded by them
  // (an answer schema drops every key it does not list).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(multipart, { throwFileSizeLimit: true });
  await registerSecurity(app, config, redis);
  // Views are counted once answered (onResponse), pages served from the cache below included.
  registerVisitCounting(app, { enabled: config.countVisits !== false });
  // After the security headers (a cached answer carries them too), before compression (a cached
  // answer leaves already compressed; a new one is compressed once, here).
  if (config.pageCacheMb)
    registerAnonymousCache(app, {
      maxBytes: config.pageCacheMb * 1024 * 1024,
      version: () => dataVersion.current(),
      versionSince: () => dataVersion.currentSince(),
      closing: () => closing,
    });
  await app.register(compress, { threshold: 1024 });
  registerSession(app, database.db);
  // Before the routes: it attaches the audit trail's hooks to every route declaring `audit`, read as
  // its module declared (registerAuditReader in the module's routes; decision 046).
  registerAudit(app);
  // Before the routes: a route declaring `notify` tells the owner's phones once it has answered.
  registerOwnerNews(app);
  // Before the routes: it collects each one's schema as it is added.
  await registerApiDescription(app);

  app.get('/api/ping', { config: { policy: { access: 'public' } }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  for (const [routes, prefix] of API_MODULES) await app.register(routes, { prefix });
  await registerShareImages(app, pictures);
  await registerWebManifest(app, pictures);
  await registerMediaFiles(app, pictures);
  await registerWeb(app, { enabled: options.web !== false, distDir: config.webDistDir, publicUrl: config.publicUrl, dev: options.devWeb });

  await ensureFirstAdmin(app.db, config.admin, app.log);
  // Only when BACKUP_DIR is set; starts once the app is ready, stops (waiting for a run) at close.
  scheduleBackups(app, config);
}
