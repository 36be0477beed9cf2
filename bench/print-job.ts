import { HEADERS } from './http.ts';

/**
 * Issue 29's figures start from a job as a shop has it: a visitor's quote of the demo's 5×7 in
 * wedding card (127 × 178 mm) with the couple's names in Devanagari, priced by the owner and approved
 * by the customer (the drawn proof), all through the API. Its print file and its imposed SRA3 sheet
 * are then asked for as the owner's phone asks: one request, the whole PDF read.
 */
export interface PrintJobRef {
  id: string;
  /** print.pdf and imposition.pdf?sheet=SRA3 of the job. */
  printPath: string;
  sheetPath: string;
}

const NAMES = { names: 'श्रुति & क्षितिज अग्रवाल', date: '29 नवंबर 2026 · गोंदिया' };

type Listed = { _id: string; images: string[]; print: { widthMm: number; heightMm: number } | null; fields: { key: string }[]; moq: number };

export async function makePrintJob(base: string, cookie: string): Promise<PrintJobRef> {
  const call = async <T>(method: string, path: string, body?: unknown, expected = 200, auth = true): Promise<T> => {
    const res = await fetch(base + path, {
      method,
      headers: { ...(auth ? { cookie } : {}), origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const listings = await call<Listed[]>('GET', '/api/listings');
  const card = listings.find((l) => l.print?.widthMm === 127 && l.print.heightMm === 178 && l.images.length > 0 && l.fields.some((f) => f.key === 'names'));
  if (!card) throw new Error('the demo shop has no 5×7 in card with a names zone');
  const texts = Object.fromEntries(Object.entries(NAMES).filter(([key]) => card.fields.some((f) => f.key === key)));
  const quantity = Math.max(card.moq, 500);
  const { token } = await call<{ token: string }>(
    'POST',
    '/api/quotes',
    { listingId: card._id, quantity, texts, name: 'श्रुति अग्रवाल', phone: '98220 54321' },
    201,
    false,
  );
  const quote = (await call<{ result: { _id: string; token: string }[] }>('GET', '/api/quotes')).result.find((q) => q.token === token);
  if (!quote) throw new Error('the new quote is not in the list');
  await call('PUT', `/api/quotes/${quote._id}`, { finalPrice: '4999.99' });
  // The customer approves the drawn proof (version 1) at that price, from their link.
  await call('POST', `/api/quotes/${token}/approve`, { version: 1, confirmed: true, price: '4999.99' }, 200, false);
  return { id: quote._id, printPath: `/api/quotes/${quote._id}/print.pdf`, sheetPath: `/api/quotes/${quote._id}/imposition.pdf?sheet=SRA3` };
}

/** One PDF asked for and read whole: the milliseconds and the bytes; anything but a PDF throws. */
export async function timePdf(base: string, cookie: string, path: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(base + path, { headers: { ...HEADERS, accept: 'application/pdf', cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = Math.round((performance.now() - started) * 10) / 10;
  if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${path}: ${res.status} ${body.subarray(0, 200).toString()}`);
  return { ms, bytes: body.length };
}
