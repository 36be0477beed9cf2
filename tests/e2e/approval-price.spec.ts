import type { APIRequestContext } from '@playwright/test';
import { expect, test, type QuoteApi } from './support/quote-api.ts';

/**
 * Issue 27, item 2: a yes is tied to the price the customer saw. The customer's page is open at
 * ₹746.50 when the owner changes the price; the approval is refused naming the new price, the page
 * shows it and asks again, and the next approval is recorded at the new price.
 */
const WORDING = 'I have checked the names, dates, spellings and numbers';

/** A quote priced at ₹746.50: its token, the owner's id and the customer's page. */
async function pricedQuote(quotes: QuoteApi, request: APIRequestContext, name: string) {
  const card = await quotes.createCard();
  const asked = await (
    await request.post('/api/quotes', {
      data: { listingId: card._id, quantity: 300, texts: { names: 'मीरा & अर्जुन' }, name: `${name} ${Date.now().toString(36)}`, phone: '98220 12345' },
    })
  ).json();
  const owned = await quotes.quoteByToken(asked.token);
  await quotes.answer(owned._id, { finalPrice: '746.50' });
  return { token: asked.token as string, id: owned._id, url: asked.url as string };
}

test('an approval at a price changed since the page opened shows the new price, asks again, then is recorded at it', async ({
  page,
  quotes,
  request,
  allowConsoleErrors,
}) => {
  // The refused approval is a 409 answer, which the browser reports.
  allowConsoleErrors(/status of 409/);
  const quote = await pricedQuote(quotes, request, 'Meera');
  await page.goto(quote.url);
  await expect(page.getByText('Final price: ₹746.50')).toBeVisible();
  await page.getByRole('checkbox', { name: WORDING }).check();
  const said = page.getByRole('region', { name: /^Proof 1/ }).getByRole('alert');

  // While the page is open, the owner changes the price.
  await quotes.answer(quote.id, { finalPrice: '99999' });
  const approve = page.getByRole('button', { name: 'Approve for printing' });
  await approve.click();
  await expect(said).toHaveText('The price has changed to ₹99,999. Please check it and approve again.');
  await expect(page.getByText('Final price: ₹99,999')).toBeVisible();
  expect(await quotes.quoteByToken(quote.token)).toMatchObject({ stage: 'quoted', approvedAt: null, finalPrice: '99999' });

  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByText('Proof approved. Thank you!')).toBeVisible();
  await expect(page.getByText(`₹99,999 · “${WORDING}” ✓`)).toBeVisible();
  await expect(said).toHaveText('');
  const stored = await quotes.quoteByToken(quote.token);
  expect(stored).toMatchObject({ stage: 'approved', finalPrice: '99999' });
  expect(stored.proofs[0]!.approval).toMatchObject({ version: 1, price: '99999' });
});

test('the Hindi page names the new price in Hindi', async ({ page, quotes, request, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409/);
  const quote = await pricedQuote(quotes, request, 'Arjun');
  await page.goto(`/hi${quote.url}`);
  await expect(page.getByText('अंतिम दाम: ₹746.50')).toBeVisible();
  await page.getByRole('checkbox', { name: 'मैंने नाम, तारीख़ें, वर्तनी और नंबर जाँच लिए हैं' }).check();
  await quotes.answer(quote.id, { finalPrice: '1.50' });
  await page.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' }).click();
  await expect(page.getByRole('region', { name: /^प्रूफ़ 1/ }).getByRole('alert')).toHaveText('दाम बदलकर ₹1.50 हो गया है। कृपया नया दाम जाँचकर फिर से मंज़ूरी दें।');
  await expect(page.getByText('अंतिम दाम: ₹1.50')).toBeVisible();
  expect(await quotes.quoteByToken(quote.token)).toMatchObject({ stage: 'quoted', approvedAt: null });
});
