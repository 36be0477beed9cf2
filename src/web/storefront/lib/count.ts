import type { CountBeacon } from '../../../contract/insights.ts';

/**
 * Issue 11: tells the shop's own server that something happened (a WhatsApp tap, a share, a
 * finished search), for the owner's Insights. A beacon: it outlives the page the visitor is
 * leaving, never delays anything, carries no identity, and a browser without it simply does not count.
 */
function send(beacon: CountBeacon): void {
  try {
    navigator.sendBeacon?.('/api/counts', new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  } catch {
    // Counting must never break the page.
  }
}

export const countTap = (kind: 'whatsapp' | 'share', listingId: string) => send({ kind, listingId });

export const countSearch = (text: string, empty: boolean) => send({ kind: 'search', text, empty });
