import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Enquiry } from '../../../src/contract/enquiries.ts';
import type { SiteConfig } from '../../../src/contract/site.ts';
import { ok } from './shop-api.ts';
import { scrollsSideways, seriousAxeProblems } from './ui.ts';

/**
 * Test data and helpers for the back-office screens (banners, configuration, lookups, enquiries,
 * upload). `request` must be logged in (the `api` fixture's context, or page.request after
 * loginAsAdmin).
 */

/** Every configuration, oldest first (result[0] is the one the header and footer show). */
export async function siteConfigs(request: APIRequestContext): Promise<SiteConfig[]> {
  return (await ok(await request.get('/api/confi/GetConfiList'))).result;
}

/** Puts a configuration's text fields back as they were (its logo is untouched: no file is sent). */
export async function restoreSiteConfig(request: APIRequestContext, config: SiteConfig): Promise<void> {
  const { name, email, phone, address, fb, insta, twitter, linkedIn } = config;
  await ok(await request.put(`/api/confi/${config._id}`, { multipart: { name, email, phone, address, fb, insta, twitter, linkedIn } }));
}

export async function deleteSiteConfig(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`/api/confi/${id}`);
}

/**
 * Runs `work` while holding a lock shared by every worker of the run (a directory in the run's
 * data dir): the tests that change the site's configuration (result[0]) take turns, so the phone
 * and desktop projects never see each other's half-done change.
 */
export async function withSiteConfigLock<T>(work: () => Promise<T>): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'site-config.lock');
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      await fs.mkdir(dir);
      break;
    } catch {
      if (Date.now() > until) throw new Error('site configuration lock: waited too long');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Sends a contact-page message as a visitor would. The server takes 5 per address per hour, and
 * other specs send theirs from 127.0.0.1: each of these comes from its own loopback address
 * (127.x.y.z all reach the server on Linux), so no test eats another's allowance.
 */
export function sendEnquiry(baseURL: string, fields: { name: string; email: string; message: string }): Promise<Enquiry> {
  const url = new URL('/api/enquiries', baseURL);
  const body = JSON.stringify({ ...fields, website: '' });
  const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(text).enquiry) : reject(new Error(`enquiry answered ${res.statusCode}: ${text}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function enquiryById(request: APIRequestContext, id: string): Promise<Enquiry | undefined> {
  const res = await request.get('/api/enquiries');
  return ((await res.json()).result as Enquiry[]).find((e) => e._id === id);
}

/** Usable on this screen size: nothing scrolls sideways, and axe finds no serious or critical problem (on the page, or `within` a part of it). */
export async function expectUsable(page: Page, axe?: Parameters<typeof seriousAxeProblems>[1]): Promise<void> {
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeProblems(page, axe)).toEqual([]);
}
