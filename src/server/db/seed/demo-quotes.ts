import path from 'node:path';
import sharp from 'sharp';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import type { Database } from '../database.ts';
import type { MediaStore } from '../../media/media-store.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { findListing } from '../../modules/listings/listings.repository.ts';
import { renderPreview } from '../../modules/previews/render-preview.ts';
import { approveProof, askForChanges, attachCustomerFile, uploadProof } from '../../modules/quotes/quote-proofs.service.ts';
import { answerQuote, type QuoteAnswer } from '../../modules/quotes/quote-stages.repository.ts';
import { recordPayment } from '../../modules/quotes/quote-payments.service.ts';
import { findQuote } from '../../modules/quotes/quotes.repository.ts';
import { requestQuote } from '../../modules/quotes/quotes.service.ts';

/** One step of a demo job, in the order it happened. */
type DemoStep =
  | { price: string; note?: string }
  /** The owner sends the next proof: the card drawn with these texts (corrected ones, after a change request). */
  | { proof: Record<string, string>; note?: string }
  | { changes: string; pin?: { x: number; y: number } }
  | { approve: true }
  | { file: string }
  /** The owner records money in: what is due now (the advance, then the balance), by UPI with a UTR or in cash. */
  | { pay: 'upi' | 'cash' }
  | ({ stage: QuoteStage } & Omit<QuoteAnswer, 'stage'>);

interface DemoJob {
  name: string;
  phone: string;
  quantity: number;
  choices?: Record<string, string>;
  /** The card's zones: the couple's names and the date and place (demo-selling.ts's wedding zones). */
  texts: { names: string; date: string };
  /** How many days ago the customer asked. */
  daysAgo: number;
  steps: DemoStep[];
}

const SHOP_PRICED = { price: '0' } as const;

/**
 * The demo's jobs (issue 17): one in every stage a shop sees in a week, names in English and in
 * Devanagari, two that went through two proof rounds with a pinned comment, one with the customer's
 * own photo. Prices are the estimate rounded as a shop would quote them.
 */
const JOBS: DemoJob[] = [
  {
    name: 'Rohit Verma',
    phone: '98220 41516',
    quantity: 300,
    texts: { names: 'Rohit & Kavya', date: '5 February 2027 · Gondia' },
    daysAgo: 1,
    steps: [],
  },
  {
    name: 'अनीता शर्मा',
    phone: '94221 30708',
    quantity: 500,
    choices: { Foil: 'Gold' },
    texts: { names: 'अनीता & विकास', date: '18 जनवरी 2027 · नागपुर' },
    daysAgo: 3,
    steps: [{ ...SHOP_PRICED, note: 'Gold foil on the names. Ready 6 days after you approve the proof.' }],
  },
  {
    name: 'Sameer Khan',
    phone: '99700 11223',
    quantity: 250,
    texts: { names: 'Sameer & Ayesha', date: '12 January 2027 · Bhandara' },
    daysAgo: 4,
    steps: [SHOP_PRICED, { proof: { names: 'Sameer & Ayesha', date: '12 January 2027 · Bhandara' }, note: 'Names in the script you chose.' }],
  },
  {
    name: 'प्रिया वर्मा',
    phone: '97654 32109',
    quantity: 400,
    texts: { names: 'प्रिया & राहुल', date: '12 दिसंबर 2026 · गोंदिया' },
    daysAgo: 6,
    steps: [
      SHOP_PRICED,
      { proof: { names: 'प्रिया & राहुल', date: '12 दिसंबर 2026 · गोंदिया' } },
      { changes: 'तारीख़ 14 दिसंबर 2026 करें, कृपया।', pin: { x: 0.5, y: 0.885 } },
    ],
  },
  {
    name: 'Meena Joshi',
    phone: '90110 55667',
    quantity: 200,
    choices: { Envelope: 'Printed' },
    texts: { names: 'Meena & Sandeep', date: '2 January 2027 · Tumsar' },
    daysAgo: 8,
    steps: [SHOP_PRICED, { proof: { names: 'Meena & Sandeep', date: '2 January 2027 · Tumsar' } }, { approve: true }, { pay: 'upi' }],
  },
  {
    name: 'Arjun Patil',
    phone: '98500 77889',
    quantity: 600,
    texts: { names: 'Arjun & Sneha', date: '28 December 2026 · Gondia' },
    daysAgo: 11,
    steps: [
      SHOP_PRICED,
      { file: 'family-photo.jpg' },
      { proof: { names: 'Arjun & Sneha', date: '28 December 2026 · Gondia' }, note: 'Your family photo is on the back.' },
      { approve: true },
      { pay: 'upi' },
      { stage: 'in_production' },
    ],
  },
  {
    name: 'Kavita Deshmukh',
    phone: '93250 44556',
    quantity: 350,
    texts: { names: 'Kavita & Nikhil', date: '20 Dec 2026 · Gondia' },
    daysAgo: 15,
    steps: [
      SHOP_PRICED,
      { changes: 'Please write the full month: 20 December 2026.', pin: { x: 0.5, y: 0.885 } },
      { proof: { names: 'Kavita & Nikhil', date: '20 December 2026 · Gondia' }, note: 'Month written in full.' },
      { changes: 'Venue: Hotel Gateway, Gondia.' },
      { proof: { names: 'Kavita & Nikhil', date: '20 December 2026 · Hotel Gateway, Gondia' } },
      { approve: true },
      { pay: 'upi' },
      { stage: 'in_production' },
      { stage: 'ready' },
    ],
  },
  {
    name: 'Imran Sheikh',
    phone: '97300 99001',
    quantity: 300,
    texts: { names: 'Imran & Zoya', date: '6 December 2026 · Nagpur' },
    daysAgo: 17,
    steps: [
      SHOP_PRICED,
      { proof: { names: 'Imran & Zoya', date: '6 December 2026 · Nagpur' } },
      { approve: true },
      { pay: 'upi' },
      { stage: 'in_production' },
      { stage: 'ready' },
      { stage: 'dispatched', courier: 'DTDC', trackingNo: 'D40512377' },
    ],
  },
  {
    name: 'श्री रमेश अग्रवाल',
    phone: '94230 12121',
    quantity: 700,
    choices: { Paper: 'Handmade', Foil: 'Gold' },
    texts: { names: 'श्रुति & क्षितिज', date: '29 नवंबर 2026 · गोंदिया' },
    daysAgo: 24,
    steps: [
      SHOP_PRICED,
      { changes: 'दूल्हे का नाम: क्षितिज अग्रवाल लिखें।', pin: { x: 0.5, y: 0.1 } },
      { proof: { names: 'श्रुति & क्षितिज अग्रवाल', date: '29 नवंबर 2026 · गोंदिया' } },
      { approve: true },
      { pay: 'upi' },
      { stage: 'in_production' },
      { stage: 'ready' },
      { pay: 'cash' },
      { stage: 'delivered' },
    ],
  },
  {
    name: 'Pooja Kulkarni',
    phone: '98811 23456',
    quantity: 250,
    texts: { names: 'Pooja & Amit', date: '15 February 2027 · Gondia' },
    daysAgo: 9,
    steps: [
      SHOP_PRICED,
      { proof: { names: 'Pooja & Amit', date: '15 February 2027 · Gondia' } },
      { stage: 'on_hold', reason: 'The family is fixing the date.' },
    ],
  },
  {
    name: 'Vikram Singh',
    phone: '99220 33445',
    quantity: 200,
    texts: { names: 'Vikram & Anjali', date: '10 December 2026 · Gondia' },
    daysAgo: 20,
    steps: [SHOP_PRICED, { stage: 'cancelled', reason: 'The customer chose a design from another shop.' }],
  },
];

export interface DemoQuoteContext {
  db: Database;
  privateFiles: PrivateStore;
  media: MediaStore;
  /** A wedding listing whose zones are `names` and `date`. */
  listingId: string;
  now: Date;
}

const DAY = 86_400_000;
const fail = (what: string, outcome: unknown): never => {
  throw new Error(`Demo quotes: ${what} failed: ${JSON.stringify(outcome)}`);
};

/**
 * The demo's jobs, each asked, priced, proofed and moved on through the same services the routes
 * use (so the rules hold: versions, approvals, order numbers, timelines). Then each job's times are
 * spread back over the days it took, so the Orders view has days in stage to show. Returns how many.
 */
export async function seedDemoQuotes(ctx: DemoQuoteContext): Promise<number> {
  const { db, privateFiles, listingId } = ctx;
  const listing = await findListing(db, listingId);
  if (!listing) throw new Error('Demo quotes: the wedding listing is missing');
  // The proof is the card drawn as the designer would send it; the upload adds the watermark.
  const design = await ctx.media.read(path.posix.basename(listing.images[0]!));
  if (!design) throw new Error('Demo quotes: the picture of the wedding card is missing');
  const cardWith = (texts: Record<string, string>) => renderPreview({ design, fields: listing.fields, texts, watermark: '' });
  // With its PDF at the printed size, as a designer sends it (issue 29): the approved proof then makes the print file.
  const { drawPiece } = await import('../../modules/printing/drawn-piece.ts');
  const size = listing.print;
  const pdfWith = async (texts: Record<string, string>) =>
    size ? drawPiece({ size, pictures: [design], fields: listing.fields, texts, title: listing.title }) : undefined;

  for (const job of JOBS) {
    const asked = await requestQuote(
      db,
      { listingId, quantity: job.quantity, choices: job.choices ?? {}, texts: job.texts, name: job.name, phone: job.phone, lang: 'en' },
      'http://localhost',
    );
    if (asked.status !== 'answered') return fail(`asking for ${job.name}`, asked);
    const token = asked.answer.token;
    const row = await db.selectFrom('quotes').select(['id', 'estimate_total']).where('token', '=', token).executeTakeFirstOrThrow();
    let version = 1;
    for (const step of job.steps) {
      if ('price' in step) {
        // A round figure a little under the estimate, as a shop answers.
        const price = String(Math.floor(Number(row.estimate_total) / 50) * 50 - 100);
        const outcome = await answerQuote(db, row.id, { finalPrice: price, ...(step.note ? { note: step.note } : {}) });
        if (outcome.status !== 'answered') fail('pricing', outcome);
      } else if ('proof' in step) {
        const outcome = await uploadProof(db, privateFiles, row.id, {
          image: await cardWith(step.proof),
          attachment: await pdfWith(step.proof),
          note: step.note ?? '',
        });
        if (outcome.status !== 'done') fail('a proof', outcome);
        version += 1;
      } else if ('changes' in step) {
        const outcome = await askForChanges(db, token, { version, comment: step.changes, ...(step.pin ? { pin: step.pin } : {}) });
        if (outcome.status !== 'done') fail('a change request', outcome);
      } else if ('approve' in step) {
        // The customer approves the price their page shows.
        const { final_price } = await db.selectFrom('quotes').select('final_price').where('id', '=', row.id).executeTakeFirstOrThrow();
        const outcome = await approveProof(db, token, { version, confirmed: true, price: final_price ?? '' });
        if (outcome.status !== 'done') fail('an approval', outcome);
      } else if ('pay' in step) {
        const due = (await findQuote(db, row.id))?.payment?.dueNow ?? '0';
        const reference = step.pay === 'upi' ? `6${String(row.id.replace(/\D/g, '')).padEnd(11, '7').slice(0, 11)}` : undefined;
        const outcome = await recordPayment(db, row.id, { amount: due, method: step.pay, reference });
        if (outcome.status !== 'done') fail('a payment', outcome);
      } else if ('file' in step) {
        const outcome = await attachCustomerFile(db, privateFiles, token, { data: await familyPhoto(), name: step.file });
        if (outcome.status !== 'done') fail('a file', outcome);
      } else {
        const outcome = await answerQuote(db, row.id, step);
        if (outcome.status !== 'answered') fail(`moving to ${step.stage}`, outcome);
      }
    }
    await spreadOverDays(db, row.id, ctx.now.getTime() - job.daysAgo * DAY);
  }
  return JOBS.length;
}

/** A stand-in for the customer's photo: a warm gradient, as a phone's JPEG. */
const familyPhoto = () =>
  sharp({ create: { width: 900, height: 675, channels: 3, background: { r: 196, g: 140, b: 92 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="675"><circle cx="450" cy="300" r="180" fill="#f3d9b1"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();

/**
 * Written within seconds, a job is moved back in time: it was asked at `start`, and each timeline
 * step (with the proofs, comments, files and approval written with it) lands a day or so after the
 * one before, the last at most an hour ago. Order within the job is kept.
 */
async function spreadOverDays(db: Database, quoteId: string, start: number) {
  const timeline = await db.selectFrom('quote_timeline').select(['step', 'at']).where('quote_id', '=', quoteId).orderBy('step').execute();
  const span = Math.max(0, Date.now() - 3_600_000 - start);
  const gap = timeline.length > 1 ? Math.min(DAY * 1.5, span / (timeline.length - 1)) : 0;
  const moved = timeline.map((s, i) => ({ ...s, to: new Date(start + i * gap).toISOString() }));
  // Anything written at or before a step's time belongs to that step: a minute before it.
  const timeOf = (at: string) => {
    const step = moved.find((s) => s.at >= at) ?? moved.at(-1)!;
    return step.at === at ? step.to : new Date(Date.parse(step.to) - 60_000).toISOString();
  };
  await db.transaction().execute(async (trx) => {
    for (const s of moved) await trx.updateTable('quote_timeline').set({ at: s.to }).where('quote_id', '=', quoteId).where('step', '=', s.step).execute();
    for (const table of ['quote_proofs', 'quote_comments', 'quote_files', 'quote_payments'] as const) {
      const rows = await trx.selectFrom(table).select(['id', 'created_at']).where('quote_id', '=', quoteId).execute();
      for (const r of rows)
        await trx
          .updateTable(table)
          .set({ created_at: timeOf(r.created_at) })
          .where('id', '=', r.id)
          .execute();
    }
    // A payment was received on its (India's) day.
    const payments = await trx.selectFrom('quote_payments').select(['id', 'created_at']).where('quote_id', '=', quoteId).execute();
    for (const p of payments)
      await trx
        .updateTable('quote_payments')
        .set({ received_on: new Date(Date.parse(p.created_at) + 330 * 60_000).toISOString().slice(0, 10) })
        .where('id', '=', p.id)
        .execute();
    const proofs = await trx
      .selectFrom('quote_proofs')
      .select(['id', 'approved_at'])
      .where('quote_id', '=', quoteId)
      .where('approved_at', 'is not', null)
      .execute();
    for (const p of proofs)
      await trx
        .updateTable('quote_proofs')
        .set({ approved_at: timeOf(p.approved_at!) })
        .where('id', '=', p.id)
        .execute();
    const quote = await trx.selectFrom('quotes').select('approved_at').where('id', '=', quoteId).executeTakeFirstOrThrow();
    await trx
      .updateTable('quotes')
      .set({
        created_at: moved[0]!.to,
        updated_at: moved.at(-1)!.to,
        ...(quote.approved_at ? { approved_at: timeOf(quote.approved_at) } : {}),
      })
      .where('id', '=', quoteId)
      .execute();
  });
}
