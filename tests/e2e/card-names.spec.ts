import { WEDDING_SELLING } from '../../src/contract/selling-samples.ts';
import { customerPhone, expect, test } from './support/quote-api.ts';

/**
 * Issue 30, item 3: on a 360 px phone the customer sends a sheet of three guest names (one too long
 * for the card), sees the three rows with the problem beside its row, opens the proof of every card
 * and approves that set.
 */
test('the customer sends a list of names, checks every card and approves the set', async ({ browser, quotes, request }) => {
  // A zone every name must fill makes the card one made from a list (contract/selling.ts, takesList).
  const card = await quotes.createCard({ fields: JSON.stringify([{ ...WEDDING_SELLING.fields[0], required: true }]) });
  const asked = await (
    await request.post('/api/quotes', {
      data: { listingId: card._id, quantity: 300, texts: { names: 'Guests' }, name: `Names ${Date.now().toString(36)}`, phone: '98220 12345' },
    })
  ).json();
  const owned = await quotes.quoteByToken(asked.token);
  await quotes.answer(owned._id, { finalPrice: '900' });

  const phone = await customerPhone(browser);
  await phone.goto(asked.url);
  const names = phone.getByRole('region', { name: 'Send your list of names' });
  await expect(names.getByText(/The first row of the sheet names the columns: Names\./)).toBeVisible();
  const tooLong = 'Shrimati Aishwarya Venkatalakshmi Ramachandran Subramaniam Iyer and family of Thiruvananthapuram';
  const csv = ['Names', 'Asha Patil', tooLong, 'क्षमा त्रिपाठी'].join('\n');
  await names.getByLabel('Sheet of names (CSV or Excel)').setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await names.getByRole('button', { name: 'Send the list' }).click();

  await expect(names.getByText('3 cards, 1 problem')).toBeVisible();
  const rows = names.locator('ol > li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Names is too long to fit on the card, even in smaller letters.');
  await expect(rows.nth(2)).toContainText('क्षमा त्रिपाठी');
  // Nothing wider than the phone: the long name wraps.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const pdfLink = names.getByRole('link', { name: 'See every card (PDF)' });
  const pdf = await phone.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const proof = phone.getByRole('region', { name: /^Proof 2/ });
  await proof.getByRole('checkbox', { name: 'I have checked the names, dates, spellings and numbers' }).check();
  await proof.getByRole('button', { name: 'Approve for printing' }).click();
  await expect(phone.getByText('Proof approved. Thank you!')).toBeVisible();
  await expect(names.getByRole('button', { name: 'Send the list' })).toHaveCount(0);
  expect(await quotes.quoteByToken(asked.token)).toMatchObject({ stage: 'approved' });
  await phone.context().close();
});
