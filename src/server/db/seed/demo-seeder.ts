import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { processImage } from '../../media/image-pipeline.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { bannerImage, listingImage, logoImage, tileImage } from './demo-images.ts';
import { insertDemo, type DemoCounts, type DemoMedia } from './demo-insert.ts';
import { planDemo } from './demo-plan.ts';
import { DEMO_BANNERS, DEMO_SITE } from './demo-site.ts';
import { useShippedFonts } from '../../lib/shipped-fonts.ts';
import { DiskMediaStore } from '../../media/disk-media-store.ts';
import { DiskPrivateStore, privateDirOf, type PrivateStore } from '../../media/private-store.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import { saveBillingSettings } from '../../modules/billing-settings/billing-settings.repository.ts';

export const NOT_EMPTY_MESSAGE = 'The shop already has data; seed:demo only fills an empty shop.';

export interface SeedDemoOptions {
  /** How many listings (default 200). */
  listings?: number;
  /** How many distinct listing pictures the listings share (default 60). */
  imagePool?: number;
  /** How many of the 8 demo categories (default all). */
  categories?: number;
  /** Images processed at once (default 2). */
  concurrency?: number;
  /** Jobs in every stage, with proofs and a customer's photo (default true). */
  quotes?: boolean;
  /** "Now" for the creation times (default the clock). */
  now?: Date;
  log?: (line: string) => void;
  /** Where the demo jobs' proofs go (default: the disk store's private folder; required for a bucket). */
  privateFiles?: PrivateStore;
}

export type SeedDemoResult = { status: 'not-empty' } | { status: 'seeded'; counts: DemoCounts & { quotes: number }; images: number; ms: number };

class NotEmpty extends Error {}

/**
 * Fills an empty shop with a believable demo catalogue. Pictures go through the same pipeline and
 * store as uploads; the rows are written in one transaction, and a failure removes the files it made.
 */
export async function seedDemo(db: Database, store: MediaStore, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  if (!(await isEmpty(db))) return { status: 'not-empty' };
  // The pictures' titles are drawn in the shipped fonts, the same on every machine.
  useShippedFonts();
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const plan = planDemo({ categories: options.categories ?? 8, listings: options.listings ?? 200, imagePool: options.imagePool ?? 60, now });
  const byline = `${DEMO_SITE.name}, Gondia`;

  const jobs: Array<() => Promise<Buffer>> = [
    ...plan.categories.map((c, i) => () => tileImage(c.name, c.art, c.palettes[0]!, i)),
    ...plan.categories.flatMap((c) => c.subcategories.map((s, i) => () => tileImage(s.name, s.art ?? c.art, c.palettes[(i + 1) % c.palettes.length]!, i + 7))),
    ...plan.designs.map((d) => () => listingImage(d, byline)),
    ...DEMO_BANNERS.map((b, i) => () => bannerImage(b, byline, i)),
    () => logoImage(DEMO_SITE.name),
  ];
  await store.init();
  const created: string[] = [];
  try {
    let done = 0;
    const urls = await inPool(jobs, options.concurrency ?? 2, async (render) => {
      const written = await store.write(await processImage(await render()));
      created.push(...written.created);
      done += 1;
      if (done % 10 === 0 || done === jobs.length) log(`  images ${done}/${jobs.length} (${seconds(started)} s)`);
      return written.url;
    });
    const media = splitMedia(
      urls,
      plan.categories.map((c) => c.subcategories.length),
      plan.designs.length,
    );
    const counts = await db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: someone may have added a category meanwhile.
      if (!(await isEmpty(trx))) throw new NotEmpty();
      return insertDemo(trx, plan, media, now);
    });
    log(`  rows written (${seconds(started)} s)`);
    const quotes = options.quotes === false ? 0 : await demoQuotes(db, store, options.privateFiles, now);
    if (quotes) log(`  ${quotes} quotes in every stage (${seconds(started)} s)`);
    return { status: 'seeded', counts: { ...counts, quotes }, images: jobs.length, ms: Date.now() - started };
  } catch (err) {
    await store.removeFiles(created);
    if (err instanceof NotEmpty) return { status: 'not-empty' };
    throw err;
  }
}

/** The demo's jobs, on the first wedding card that takes the couple's names and the date. */
async function demoQuotes(db: Database, store: MediaStore, given: PrivateStore | undefined, now: Date): Promise<number> {
  const rows = await db.selectFrom('listings').select(['id', 'fields']).orderBy('created_at', 'desc').execute();
  const wedding = rows.find((r) => /"key":"names"/.test(r.fields) && /"key":"date"/.test(r.fields) && /Bride & groom/.test(r.fields));
  if (!wedding) return 0;
  const privateFiles = given ?? (store instanceof DiskMediaStore ? new DiskPrivateStore(privateDirOf(store.dir)) : undefined);
  if (!privateFiles) throw new Error('Demo quotes: no private store given for the proofs');
  // The advance goes to the shop's UPI ID (decision 023); GST stays off until the owner sets it.
  await saveBillingSettings(db, { ...DEFAULT_BILLING_SETTINGS, upiId: 'shreeganesh@okaxis', upiName: 'Shree Ganesh Printers' });
  return seedDemoQuotes({ db, privateFiles, media: store, listingId: wedding.id, now });
}

async function isEmpty(db: Database): Promise<boolean> {
  const one = sql<number>`1`.as('one');
  const listing = await db.selectFrom('listings').select(one).limit(1).executeTakeFirst();
  const category = await db.selectFrom('categories').select(one).limit(1).executeTakeFirst();
  return !listing && !category;
}

function splitMedia(urls: string[], subsPerCategory: number[], designs: number): DemoMedia {
  let i = 0;
  const take = (count: number) => urls.slice(i, (i += count));
  const categories = take(subsPerCategory.length);
  const subcategories = subsPerCategory.map((count) => take(count));
  return { categories, subcategories, designs: take(designs), banners: take(DEMO_BANNERS.length), logo: take(1)[0]! };
}

/**
 * Runs `work` over the items, `limit` at a time, keeping the results in the items' order. After a
 * failure no new item starts, and it rejects only once the running ones have ended (so the caller's
 * clean-up sees every file that was written).
 */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

const seconds = (since: number): string => ((Date.now() - since) / 1000).toFixed(1);
