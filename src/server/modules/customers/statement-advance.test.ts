import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { daysAgo, useAccountsShop } from './customers.test-support.ts';

/**
 * The statement PDF's closing words for a balance below zero: an advance on a job not yet billed is
 * told apart from credit, in English and Hindi, as of the statement's last day, on a real database
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
const shop = useAccountsShop();

const ADVANCE = { en: 'Advance received for work not yet billed', hi: 'अग्रिम भुगतान (बिल अभी बनना है)' };
const CREDIT = { en: 'In your credit', hi: 'आपके खाते में जमा' };

/** The customer's statement as its reader extracts the text, lines joined. */
async function statementOf(phone: string, query = ''): Promise<string> {
  const res = await shop.a.inject('GET', `/api/customers/${(await shop.a.byPhone(phone)).id}/statement.pdf${query}`);
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
  expect(doc.numPages).toBe(1);
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const setOpening = async (phone: string, amount: string) =>
  shop.a.ok('PUT', `/api/customers/${(await shop.a.byPhone(phone)).id}/opening`, { amount, on: daysAgo(30) });

describe('the statement of a customer who paid ahead', () => {
  it('calls an advance on a job not yet billed an advance, not credit, in English and in Hindi', async () => {
    const asha = await shop.a.priced('Asha', '98220 51515', '4950');
    await shop.a.pay(asha.id, '2475.50');
    const english = await statementOf('9822051515');
    expect(english).toContain(`${ADVANCE.en}: ₹2,475.50`);
    expect(english).not.toContain(CREDIT.en);
    expect(english).not.toContain('Balance due');

    const sita = await shop.a.priced('सीता देवी', '98220 52525', '4950', 'hi');
    await shop.a.pay(sita.id, '2475');
    const hindi = await statementOf('9822052525');
    expect(hindi).toContain('सीता देवी');
    expect(hindi).toContain(`${ADVANCE.hi}: ₹2,475`);
    expect(hindi).not.toContain(CREDIT.hi);
    expect(hindi).not.toContain('कुल बकाया');
  });

  it('still calls credit from before credit, with no advance words', async () => {
    const ravi = await shop.a.billed('Ravi', '98220 53535', '1000', 3);
    await shop.a.pay(ravi.id, '1000');
    await setOpening('9822053535', '-500');
    const text = await statementOf('9822053535');
    expect(text).toContain(`${CREDIT.en}: ₹500`);
    expect(text).not.toContain(ADVANCE.en);
  });

  it('shows both when there is credit and an advance besides, the advance no more than the balance', async () => {
    const meena = await shop.a.priced('मीना', '98220 54545', '3000', 'hi');
    await shop.a.pay(meena.id, '1000');
    await setOpening('9822054545', '-500.25');
    const text = await statementOf('9822054545');
    expect(text).toContain(`${ADVANCE.hi}: ₹1,000`);
    expect(text).toContain(`${CREDIT.hi}: ₹500.25`);
    // Owing ₹200 from before instead, the ₹1,000 paid ahead covers it: ₹800 ahead, all of it the advance.
    await setOpening('9822054545', '200');
    const covered = await statementOf('9822054545');
    expect(covered).toContain(`${ADVANCE.hi}: ₹800`);
    expect(covered).not.toContain(CREDIT.hi);
    // Owing ₹1,200 from before, it leaves ₹200 due, as before.
    await setOpening('9822054545', '1200');
    const due = await statementOf('9822054545');
    expect(due).toContain('कुल बकाया: ₹200');
    expect(due).not.toContain(ADVANCE.hi);
  });

  it('counts the advance as of the statement’s last day: billed later it was still an advance; paid later it was not there yet', async () => {
    // Paid ahead 10 days ago, billed today: an advance on the statement to 5 days ago, due today.
    const kiran = await shop.a.priced('Kiran', '98220 55555', '3000');
    await shop.a.pay(kiran.id, '1000', daysAgo(10));
    await shop.a.ok('POST', `/api/quotes/${kiran.id}/invoice`, {});
    const then = await statementOf('9822055555', `?to=${daysAgo(5)}`);
    expect(then).toContain(`${ADVANCE.en}: ₹1,000`);
    expect(then).not.toContain(CREDIT.en);
    expect(await statementOf('9822055555')).toContain('Balance due: ₹2,000');

    // In credit from a month ago, paid ahead only today: yesterday's statement shows the credit alone.
    const gopal = await shop.a.priced('Gopal', '98220 56565', '2000');
    await setOpening('9822056565', '-500');
    await shop.a.pay(gopal.id, '1500');
    const yesterday = await statementOf('9822056565', `?to=${daysAgo(1)}`);
    expect(yesterday).toContain(`${CREDIT.en}: ₹500`);
    expect(yesterday).not.toContain(ADVANCE.en);
    const today = await statementOf('9822056565');
    expect(today).toContain(`${ADVANCE.en}: ₹1,500`);
    expect(today).toContain(`${CREDIT.en}: ₹500`);
  });
});
