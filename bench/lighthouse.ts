import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { phoneFontsConfig } from '../scripts/phone-fonts.mjs';

/**
 * Lighthouse (issue 10) on the demo shop with its default config — the mobile preset: a Moto G
 * Power-sized screen, simulated slow 4G and a 4× slower CPU — in Debian's Chromium (never a
 * downloaded browser), on a cold cache (Lighthouse clears the origin's storage before each run).
 * Each page runs `runs` times (a failed run is retried, at most twice per page); each figure is the median of
 * its runs (taken figure by figure).
 */
interface LighthousePage {
  name: string;
  path: string;
  runs: number;
  /** Medians: score 0–100, LCP in ms, CLS unitless, TBT in ms, bytes transferred. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  /** Every run's figures, in order. */
  each: Array<{ score: number; lcpMs: number; cls: number; tbtMs: number; bytes: number }>;
  /** Set when a run failed (a Lighthouse runtime error); the figures are then those of the runs that worked. */
  errors?: string[];
}

export interface LighthouseResult {
  chromium: string;
  lighthouse: string;
  preset: string;
  pages: LighthousePage[];
}

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The Hindi pages Lighthouse measures beside their English twins. */
const HINDI_PAGES = (listingId: string) => [
  { name: '/hi/', path: '/hi/' },
  { name: '/hi/list/{id}', path: `/hi/list/${listingId}` },
];

/**
 * `/`, one item, one category and the feed, with ids from the API; a customer's job page (its
 * token from the seeded database: no API lists tokens), the demo's richest: three proofs and a timeline;
 * and the Hindi twins of the home and item pages (issue 19), held to the same targets.
 */
export async function lighthousePaths(base: string, quoteToken: string): Promise<Array<{ name: string; path: string }>> {
  const listings = (await (await fetch(`${base}/api/listings?limit=1`)).json()) as Array<{ _id: string }>;
  const categories = (await (await fetch(`${base}/api/categories`)).json()) as Array<{ category_uuid: string }>;
  if (!listings[0] || !categories[0]) throw new Error('Lighthouse needs a seeded shop (a listing and a category)');
  return [
    { name: '/', path: '/' },
    { name: '/list/{id}', path: `/list/${listings[0]._id}` },
    { name: '/subcategory/{id}', path: `/subcategory/${categories[0].category_uuid}` },
    { name: '/list', path: '/list' },
    { name: '/quote/{token}', path: `/quote/${quoteToken}` },
    ...HINDI_PAGES(listings[0]._id),
  ];
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function runLighthouse(
  base: string,
  pages: Array<{ name: string; path: string }>,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResult> {
  // Drawn with a phone's fonts (Noto Sans, Noto Sans Devanagari), not the machine's: a Hindi page
  // drawn in empty boxes cost nothing to lay out and measured quicker than a phone would see it.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    envVars: { ...process.env, FONTCONFIG_FILE: phoneFontsConfig() } as Record<string, string>,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    let chromium = 'unknown';
    let version = 'unknown';
    const out: LighthousePage[] = [];
    for (const page of pages) {
      const each: LighthousePage['each'] = [];
      const errors: string[] = [];
      // A run Lighthouse reports as failed (e.g. NO_NAVSTART on a busy host) is retried, twice at most per page.
      for (let attempt = 0; each.length < runs && attempt < runs + 2; attempt++) {
        const i = each.length;
        const result = await lighthouse(base + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr) {
          errors.push('no result');
          continue;
        }
        chromium = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? chromium;
        version = lhr.lighthouseVersion;
        if (lhr.runtimeError) {
          errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          continue;
        }
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const run = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(num('largest-contentful-paint')),
          cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(num('total-blocking-time')),
          bytes: Math.round(num('total-byte-weight')),
        };
        each.push(run);
        log(`  ${page.name} run ${i + 1}: score ${run.score}, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms, ${Math.round(run.bytes / 1000)} KB`);
      }
      out.push({
        ...page,
        runs: each.length,
        score: median(each.map((r) => r.score)),
        lcpMs: Math.round(median(each.map((r) => r.lcpMs))),
        cls: median(each.map((r) => r.cls)),
        tbtMs: Math.round(median(each.map((r) => r.tbtMs))),
        bytes: Math.round(median(each.map((r) => r.bytes))),
        each,
        ...(errors.length ? { errors } : {}),
      });
    }
    return { chromium, lighthouse: version, preset: 'mobile (default config: simulated slow 4G, 4× CPU slowdown)', pages: out };
  } finally {
    await chrome.kill();
  }
}
