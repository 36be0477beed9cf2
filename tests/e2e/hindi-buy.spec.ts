import { expect, test } from './support/quote-api.ts';
import { expectNoEnglish } from './support/hindi.ts';
import { pngFile, scrollsSideways, seriousAxeProblems } from './support/ui.ts';

/**
 * Issue 19, points 2 and 5, on a 360 px phone: the item page, the quote builder and the customer's
 * quote page under /hi/ speak Hindi; the owner's English names stay, marked lang="en".
 */
const MONTH = '(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर)';
const WHEN = new RegExp(`\\d{1,2} ${MONTH} \\d{4} को \\d{1,2}:\\d{2} बजे`);
/**
 * English still on these pages that is not this part's (TODO(#19): drop once merged): the site's
 * frame (footer: "frame"), the shared price (Price: "browse"), and the shop's own name, address and
 * e-mail (site config, owner content: marked by "frame" once its Hindi version is in).
 */
const OTHERS =
  /^(Quick|Links|Home|Categories|Contact|Email|Phone|All|rights|reserved|Discounted|Original|price|off|Print|House|Station|Road|Gondia|hello|print|example)$/;

test.describe('buying in Hindi', { tag: '@phone' }, () => {
  test('/hi/list/{id}: the item and its quote builder in Hindi, no English left but the owner’s', async ({ quotes, page }) => {
    const card = await quotes.createCard();
    const res = await page.goto(`/hi/list/${card._id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: card.title })).toHaveAttribute('lang', 'en');
    const builder = page.getByRole('region', { name: 'अपने ऑर्डर का दाम जानें' });
    await expect(builder.locator('#quote-estimate')).toHaveText('100 × ₹18 = ₹1,800');
    await expect(page.getByRole('link', { name: 'WhatsApp पर पूछें' })).toBeVisible();
    await expectNoEnglish(page, { allow: OTHERS });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('hindi-item.png'), fullPage: true });
  });

  test('a card priced and a quote sent from /hi/: Hindi messages, the saved quote under /hi/', async ({ quotes, page, baseURL, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    const card = await quotes.createCard();
    await page.goto(`/hi/list/${card._id}`);
    const builder = page.getByRole('region', { name: 'अपने ऑर्डर का दाम जानें' });
    const quantity = builder.getByLabel('कितने पीस', { exact: true });
    await quantity.fill('99');
    await expect(builder.getByText('कम से कम 100 पीस का ऑर्डर लिया जाता है।')).toBeVisible();
    await quantity.fill('300');
    await builder.getByRole('group', { name: 'Foil' }).getByText('Gold +₹6').click();
    await expect(builder.locator('#quote-estimate')).toHaveText('300 × ₹16.50 = ₹4,950');
    await builder.getByLabel('Names', { exact: true }).fill('राहुल ❤ प्रिया');
    await builder.getByLabel('आपका नाम', { exact: true }).fill('प्रिया');
    await builder.getByLabel('फ़ोन नंबर', { exact: true }).fill('12');
    await builder.getByRole('button', { name: 'कोटेशन भेजें' }).click();
    await expect(builder.getByRole('alert')).toHaveText('कृपया अपना नाम और सही फ़ोन नंबर (7 से 15 अंक) लिखें, फिर भेजें।');
    await builder.getByLabel('फ़ोन नंबर', { exact: true }).fill('+91 98220 12345');
    await builder.getByRole('button', { name: 'कोटेशन भेजें' }).click();
    await expect(builder.getByText('आपका कोटेशन सहेज लिया गया है।')).toBeVisible();
    // The shop's message is the server's (in Hindi once it reads the quote's lang, issue 19 point 5).
    const message = new URL((await builder.getByRole('link', { name: 'WhatsApp पर भेजें' }).getAttribute('href'))!).searchParams.get('text')!;
    expect(message).toContain('300 × ₹16.50 = ₹4,950');
    expect(message).toContain('राहुल ❤ प्रिया');
    expect(message).toContain(`${baseURL}/`);
    await expectNoEnglish(page, { allow: OTHERS });
    expect(await scrollsSideways(page)).toBe(false);
    await builder.getByRole('link', { name: 'अपना कोटेशन देखें' }).click();
    await expect(page).toHaveURL(/\/hi\/quote\/[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'आपका कोटेशन' })).toBeVisible();
    await expect(page.getByText('स्थिति:').locator('..')).toHaveText('स्थिति:नया');
  });

  test('/hi/quote/{token} of a priced job with a proof and the advance: Hindi stages, dates, approval and payment', async ({ quotes, request, page }) => {
    test.setTimeout(90_000);
    await quotes.useShopBilling();
    const card = await quotes.createCard();
    const asked = await (
      await request.post('/api/quotes', {
        data: { listingId: card._id, quantity: 300, texts: { names: 'पायल & रवि' }, name: 'पायल', phone: '98220 12345', website: '', lang: 'hi' },
      })
    ).json();
    const owned = await quotes.quoteByToken(asked.token);
    await quotes.answer(owned._id, { finalPrice: '4950', note: 'दोनों तरफ़ सुनहरी छपाई' });
    const proof = await pngFile('proof-2.png', 900);
    const sent = await quotes.request.post(`/api/quotes/${owned._id}/proofs`, { multipart: { file: proof, note: 'नाम देवनागरी में' } });
    expect(sent.status()).toBe(201);

    await page.goto(`/hi${asked.url}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'आपका कोटेशन' })).toBeVisible();
    await expect(page.getByText('स्थिति:').locator('..')).toHaveText('स्थिति:प्रूफ़ भेजा गया');
    await expect(page.getByRole('heading', { name: /^प्रूफ़ 2 \(सबसे नया\)/ })).toBeVisible();
    await expect(page.getByText('अंतिम दाम: ₹4,950')).toBeVisible();
    const steps = page.getByRole('region', { name: 'अब तक क्या हुआ' }).getByRole('listitem');
    await expect(steps.first()).toContainText(WHEN);
    const box = page.getByRole('region', { name: 'भुगतान' });
    await expect(box.getByText('एडवांस ₹2,475 चुकाएँ')).toBeVisible();
    await expect(box.getByRole('link', { name: 'UPI ऐप खोलें' })).toBeVisible();
    await box.getByLabel(/^UTR/).fill('12345');
    // The order number's letters are the shop's prefix (billing settings), not a word.
    const orderPrefix = new RegExp(`^(${(await quotes.quoteByToken(asked.token)).orderNumber!.split('-')[0]})$`);
    const allow = new RegExp(`${OTHERS.source}|${orderPrefix.source}`);
    await box.getByRole('button', { name: 'मैंने भुगतान कर दिया' }).click();
    await expect(box.getByRole('alert')).toHaveText('UTR वह 12 अंकों का नंबर है जो भुगतान के बाद आपका UPI ऐप दिखाता है।');
    await expectNoEnglish(page, { allow });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeProblems(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'मैंने नाम, तारीख़ें, वर्तनी और नंबर जाँच लिए हैं' }).check();
    await page.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' }).click();
    await expect(page.getByText('प्रूफ़ मंज़ूर हो गया। धन्यवाद!')).toBeVisible();
    await expect(page.getByText(new RegExp(`^प्रूफ़ 2 मंज़ूर हुआ — ${WHEN.source}$`))).toBeVisible();
    await expect(page.getByText('स्थिति:').locator('..')).toHaveText('स्थिति:मंज़ूर');
    await expectNoEnglish(page, { allow });
    await page.screenshot({ path: test.info().outputPath('hindi-quote.png'), fullPage: true });
  });
});
