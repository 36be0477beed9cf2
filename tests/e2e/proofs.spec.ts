import type { Locator, Page } from '@playwright/test';
import { openJob } from './support/admin.ts';
import { customerPhone, expect, test } from './support/quote-api.ts';
import { pngFile, scrollsSideways, toastWith } from './support/ui.ts';

/**
 * Issue 17, items 1 and 2, on a 360 px phone: the owner sends proofs from the job's screen, the
 * customer pins a change request on one and approves the next, the owner moves the job on, and the
 * customer's page shows every step; each proof says what is true of it on both sides (issue 28).
 */
const WORDING = 'I have checked the names, dates, spellings and numbers';

async function sendProof(page: Page, job: Locator, version: number, note: string) {
  const form = job.getByRole('region', { name: 'Proofs' }).getByRole('form', { name: `Send proof ${version}` });
  await form.getByLabel('Choose file').setInputFiles(await pngFile(`proof-${version}.png`, 900));
  await form.getByLabel('Note for the customer').fill(note);
  await form.getByRole('button', { name: `Send proof ${version}` }).click();
  await expect(toastWith(page, `Proof ${version} sent`)).toBeVisible({ timeout: 15_000 });
}

test(
  'two proof rounds with a pinned change request, the approval and the job made ready, on one link',
  { tag: '@phone' },
  async ({ page, quotes, request, browser }) => {
    test.setTimeout(120_000);
    const card = await quotes.createCard();
    const name = `Priya ${Date.now().toString(36)}`;
    const asked = await (
      await request.post('/api/quotes', {
        data: { listingId: card._id, quantity: 300, texts: { names: 'राहुल ❤ प्रिया' }, name, phone: '98220 12345', website: '' },
      })
    ).json();
    const owned = await quotes.quoteByToken(asked.token);
    await quotes.answer(owned._id, { finalPrice: '4950', note: 'Gold foil' });

    // The owner sends proof 2 from the phone (proof 1 is the drawn preview).
    const job = await openJob(page, owned._id);
    await sendProof(page, job, 2, 'Names in Devanagari, gold foil');

    // The customer pins a change on proof 2.
    const customer = await customerPhone(browser);
    await customer.goto(asked.url);
    const proofs = customer.getByRole('region', { name: /^Proof 2/ });
    await expect(customer.getByRole('heading', { name: /^Proof 2 \(newest\)/ })).toContainText('Waiting for your answer');
    const shown = customer.getByRole('img', { name: 'Proof 2' });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(customer.getByText('Names in Devanagari, gold foil')).toBeVisible();
    await customer.getByText('Request changes').click();
    await customer.getByRole('button', { name: /^Proof 2: Tap the proof/ }).tap({ position: { x: 80, y: 120 } });
    await expect(customer.getByText('Pin set. Tap the proof again to move it.')).toBeVisible();
    await customer.getByLabel('What should change?').fill('The date should be 12 December, not 11');
    await customer.getByRole('button', { name: 'Send change request' }).click();
    await expect(customer.getByText('Thank you. The shop will send a new proof.')).toBeVisible();
    await expect(customer.getByText('Stage:').locator('..')).toHaveText('Stage:Changes requested');
    await expect(proofs.locator('span[aria-hidden="true"]', { hasText: '1' })).toBeVisible();
    for (const target of [customer.getByRole('button', { name: 'Previous proof' }), customer.getByText('Request changes')]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await scrollsSideways(customer)).toBe(false);

    // The owner sees the pin on proof 2 and sends proof 3.
    await page.reload();
    const thread = job.getByRole('region', { name: 'Proofs' });
    await expect(thread.getByText('Proof 1 · Replaced by proof 2')).toBeVisible();
    await expect(thread.getByText('Proof 2 · Changes requested')).toBeVisible();
    await expect(thread.getByText('The date should be 12 December, not 11')).toBeVisible();
    await expect(thread.locator('span[aria-hidden="true"]', { hasText: '1' })).toBeVisible();
    const second = thread.getByRole('img', { name: 'Proof 2' });
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await sendProof(page, job, 3, 'Date corrected');

    // The customer flips back to proof 2, then approves proof 3 with the box ticked.
    await customer.reload();
    await expect(customer.getByRole('heading', { name: /^Proof 3 \(newest\)/ })).toBeVisible();
    await customer.getByRole('button', { name: 'Previous proof' }).click();
    await expect(customer.getByRole('heading', { name: /^Proof 2/ })).toContainText('Changes requested');
    await customer.getByRole('button', { name: 'Previous proof' }).click();
    await expect(customer.getByRole('heading', { name: /^Proof 1/ })).toContainText('Replaced by proof 2');
    await customer.getByRole('button', { name: 'Next proof' }).click();
    await customer.getByRole('button', { name: 'Next proof' }).click();
    const approve = customer.getByRole('button', { name: 'Approve for printing' });
    await expect(approve).toBeDisabled();
    await customer.getByRole('checkbox', { name: WORDING }).check();
    await approve.click();
    await expect(customer.getByText(/^Proof 3 approved on \d{1,2} \w{3} \d{4}, .+ IST$/)).toBeVisible();
    await expect(customer.getByText(`₹4,950 · “${WORDING}” ✓`)).toBeVisible();

    // The owner takes the advance, makes it, then marks it ready for pickup.
    await quotes.payAdvance(owned._id);
    await page.reload();
    await expect(job.getByRole('form', { name: /^Send proof/ })).toHaveCount(0);
    const stages = job.getByRole('region', { name: 'Stage' });
    for (const stage of ['In production', 'Ready for pickup']) {
      await stages.getByRole('button', { name: stage, exact: true }).click();
      await stages.getByRole('button', { name: `Move to ${stage}` }).click();
      await expect(toastWith(page, 'Quote saved').first()).toBeVisible();
      await expect(job.locator('h1 + div')).toHaveText(stage);
    }

    // The customer's timeline shows each step.
    await customer.reload();
    await expect(customer.getByText('Stage:').locator('..')).toHaveText('Stage:Ready for pickup');
    const steps = customer.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^New /,
      /^Quoted /,
      /^Proof sent .*Proof 2$/,
      /^Changes requested .*Proof 2$/,
      /^Proof sent .*Proof 3$/,
      /^Approved .*Proof 3 approved$/,
      /^In production /,
      /^Ready for pickup /,
    ]);
    expect(await scrollsSideways(customer)).toBe(false);
    await customer.context().close();
  },
);
