// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * The worker's push and notificationclick handlers in a small stand-in for the browser (its own
 * global scope, the notifications it shows, the tabs it may focus or open).
 * tests/e2e/owner-push.spec.ts hands Chromium's worker a real push.
 */
const ORIGIN = 'https://shop.example';
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');

interface Tab {
  url: string;
  focused: boolean;
}
let listeners: Map<string, (event: unknown) => void>;
let shown: { title: string; options: { body: string; icon: string; data: { url: string } } }[];
let tabs: Tab[];
let opened: string[];

async function dispatch(type: string, fields: Record<string, unknown>) {
  const pending: Promise<unknown>[] = [];
  listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => pending.push(p) });
  await Promise.all(pending);
}
const push = (data: string | null) => dispatch('push', { data: data === null ? null : { json: () => JSON.parse(data) } });
const tap = (url: unknown) => dispatch('notificationclick', { notification: { data: { url }, close: () => {} } });

beforeEach(() => {
  listeners = new Map();
  shown = [];
  tabs = [];
  opened = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => tabs.map((tab) => ({ url: tab.url, focus: async () => void (tab.focused = true) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(SOURCE, { self, URL, Set, Promise });
});

describe("the service worker's notifications", () => {
  it("shows the server's push: its title, body, the shop's icon and the job's screen", async () => {
    await push(JSON.stringify({ title: 'Proof approved', body: 'Asha approved the proof · SGP-2026-27-0042', url: '/admin/orders/42' }));
    expect(shown).toEqual([
      {
        title: 'Proof approved',
        options: { body: 'Asha approved the proof · SGP-2026-27-0042', icon: '/apple-touch-icon.png', data: { url: `${ORIGIN}/admin/orders/42` } },
      },
    ]);
  });

  it('still shows something for a push that is not JSON or names another site, and opens the back office for it', async () => {
    await push('not json');
    await push(JSON.stringify({ title: 'Phish', url: 'https://evil.example/login' }));
    await push(JSON.stringify({ title: 'Phish', url: '//evil.example/login' }));
    await push(null);
    expect(shown.map((n) => [n.title, n.options.data.url])).toEqual([
      ['News from the shop', `${ORIGIN}/admin`],
      ['Phish', `${ORIGIN}/admin`],
      ['Phish', `${ORIGIN}/admin`],
      ['News from the shop', `${ORIGIN}/admin`],
    ]);
  });

  it('focuses a tab already on the screen, or opens it', async () => {
    tabs = [
      { url: `${ORIGIN}/admin`, focused: false },
      { url: `${ORIGIN}/admin/orders/42`, focused: false },
    ];
    await tap(`${ORIGIN}/admin/orders/42`);
    expect(tabs.map((tab) => tab.focused)).toEqual([false, true]);
    expect(opened).toEqual([]);

    await tap(`${ORIGIN}/admin/orders/7`);
    expect(opened).toEqual([`${ORIGIN}/admin/orders/7`]);
    // Never another site: the back office instead.
    await tap('https://evil.example/');
    expect(tabs.map((tab) => tab.focused)).toEqual([true, true]);
    tabs = [];
    await tap('https://evil.example/');
    expect(opened).toEqual([`${ORIGIN}/admin/orders/7`, `${ORIGIN}/admin`]);
  });
});
