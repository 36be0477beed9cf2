import { describe, expect, it } from 'vitest';
import { daysAgo, useAccountsShop } from './customers.test-support.ts';

/**
 * What was paid ahead on priced jobs not yet billed (`advance`), told apart from credit in the list
 * and on the customer's page, on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
const shop = useAccountsShop();

const line = async (phone: string) => {
  const found = (await shop.a.list()).filter((c) => c.phone === phone);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const remind = (id: string) => shop.a.inject('POST', `/api/customers/${id}/reminders`);
const bill = async (quoteId: string) => (await shop.a.ok('POST', `/api/quotes/${quoteId}/invoice`, {})).invoiceNumber as string;

describe('an advance on a job not yet billed', () => {
  it('is the advance, not credit, apart from another customer’s real credit; once billed, what is left is due', async () => {
    const sita = await shop.a.priced('सीता देवी', '98220 41414', '4950', 'hi');
    await shop.a.pay(sita.id, '2475');
    // Ravi: a bill paid in full, ₹500 in his favour from before, and a priced job with nothing paid on it.
    const ravi = await shop.a.billed('Ravi', '98220 42424', '1000', 3);
    await shop.a.pay(ravi.id, '1000');
    await shop.a.priced('Ravi', '98220 42424', '700');
    const raviId = (await line('+919822042424')).id;
    await shop.a.ok('PUT', `/api/customers/${raviId}/opening`, { amount: '-500', on: daysAgo(30) });

    expect(await line('+919822041414')).toMatchObject({ name: 'सीता देवी', billed: '0', paid: '2475', balance: '-2475', advance: '2475', oldestDueDays: null });
    expect(await line('+919822042424')).toMatchObject({ billed: '1000', paid: '1500', balance: '-500', advance: '0' });
    // Found by the Devanagari name too, with the same figures; the page says the same as the list.
    const [found] = await shop.a.list(`?q=${encodeURIComponent('सीता')}`);
    expect(found).toMatchObject({ phone: '+919822041414', advance: '2475' });
    const d = await shop.a.detail(found!.id);
    expect(d).toMatchObject({ balance: '-2475', advance: '2475', unbilled: [{ id: sita.id, price: '4950', paid: '2475' }] });

    // Nothing is due from either: an advance is no balance to remind of, nor is credit.
    for (const id of [found!.id, raviId]) {
      const res = await remind(id);
      expect([res.statusCode, res.json().message]).toEqual([409, 'Nothing is due from this customer: there is no balance to remind them of.']);
    }

    await bill(sita.id);
    expect(await line('+919822041414')).toMatchObject({ billed: '4950', paid: '2475', balance: '2475', advance: '0', oldestDueDays: 0 });
    expect((await shop.a.detail(found!.id)).unbilled).toEqual([]);
    expect((await remind(found!.id)).statusCode).toBe(200);
    // Ravi's figures did not move with Sita's bill.
    expect(await line('+919822042424')).toMatchObject({ balance: '-500', advance: '0' });
  });

  it('takes a reversal off the advance, and leaves nothing once it is all reversed', async () => {
    const q = await shop.a.priced('Meena', '98220 43434', '2000.50');
    await shop.a.pay(q.id, '1000.25');
    await shop.a.pay(q.id, '-400', undefined, 'Cheque bounced');
    expect(await line('+919822043434')).toMatchObject({ paid: '600.25', balance: '-600.25', advance: '600.25' });
    await shop.a.pay(q.id, '-600.25', undefined, 'Refunded');
    expect(await line('+919822043434')).toMatchObject({ paid: '0', balance: '0', advance: '0' });
  });

  it('counts again what was paid on a job whose bill was voided (it is to be billed again)', async () => {
    const q = await shop.a.billed('Kiran', '98220 44444', '3000', 2);
    await shop.a.pay(q.id, '1000');
    expect(await line('+919822044444')).toMatchObject({ balance: '2000', advance: '0' });
    await shop.a.ok('PUT', `/api/invoices/${q.billId}/void`, { reason: 'Wrong amount' });
    expect(await line('+919822044444')).toMatchObject({ billed: '0', paid: '1000', balance: '-1000', advance: '1000' });
  });

  it('leaves out a cancelled job: what was paid on it is credit to give back', async () => {
    const q = await shop.a.priced('Gopal', '98220 46464', '1500');
    await shop.a.pay(q.id, '500');
    await shop.a.ok('PUT', `/api/quotes/${q.id}`, { stage: 'cancelled', reason: 'Wedding postponed' });
    expect(await line('+919822046464')).toMatchObject({ balance: '-500', advance: '0' });
  });

  it('is "0" for a customer who never paid ahead', async () => {
    await shop.a.ask('Naya', '98220 45454');
    expect(await line('+919822045454')).toMatchObject({ balance: '0', advance: '0' });
  });
});
