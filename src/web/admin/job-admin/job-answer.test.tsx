import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/quotes.ts';
import { toast } from '../components/index.ts';
import { json } from '../components/screen-testing.tsx';
import { job, ORIGIN, serveJob, serveJobPuts, showJob } from './job-testing.tsx';

afterEach(() => act(() => toast.remove()));

const PUT = (init?: RequestInit) => init?.method === 'PUT';

/** The job, changed by each PUT as the server would (stage, price, note, a timeline step). */
const answering = (start: Quote) =>
  serveJobPuts(start, (current, body) => {
    const note = body.courier ? `Courier: ${body.courier} · Tracking no.: ${body.trackingNo}` : body.reason;
    const step = body.stage ? [{ stage: body.stage as Quote['stage'], at: '2026-11-28T10:00:00.000Z', ...(note ? { note } : {}) }] : [];
    return {
      ...current,
      ...('finalPrice' in body ? { finalPrice: body.finalPrice || null } : {}),
      ...('note' in body ? { note: body.note } : {}),
      ...(body.stage ? { stage: body.stage as Quote['stage'] } : {}),
      timeline: [...current.timeline, ...step],
      updatedAt: `2026-11-28T10:00:0${current.timeline.length}.000Z`,
    };
  });

const region = (name: string) => screen.findByRole('region', { name });

describe('pricing the job', () => {
  it('saves the final price and the note (PUT), then shows what was saved', async () => {
    const { sent } = answering(job());
    showJob();
    const price = await region('Price');
    expect(within(price).getByText('Not priced yet')).toBeInTheDocument();
    fireEvent.change(await within(price).findByLabelText('Final price (₹, incl. GST)'), { target: { value: 'Rs 4,100.5' } });
    fireEvent.change(within(price).getByLabelText('Note'), { target: { value: 'Gold foil, 5 days' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Quote saved')).toBeInTheDocument();
    expect(sent()).toEqual([{ finalPrice: '4100.5', note: 'Gold foil, 5 days' }]);
    expect(await within(await region('Price')).findByText('₹4,100.50 incl. GST')).toBeInTheDocument();
  });

  it('says what is wrong with a price before sending it, and the server’s refusal after', async () => {
    const fetch = serveJob(
      () => job(),
      (url, init) => (PUT(init) ? json(409, { message: 'The job is approved: its price is locked.' }) : undefined),
    );
    showJob();
    const price = await region('Price');
    fireEvent.change(await within(price).findByLabelText('Final price (₹, incl. GST)'), { target: { value: '.' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect(await within(price).findByText('Final price must be a number such as 4350 or 4350.50.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => PUT(init))).toBe(false);
    fireEvent.change(within(price).getByLabelText('Final price (₹, incl. GST)'), { target: { value: '4350' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('The job is approved: its price is locked.')).toBeInTheDocument();
  });
});

describe('moving the stage', () => {
  it.each([
    ['new', [], ['Quoted', 'On hold', 'Cancelled']],
    ['approved', [], ['In production', 'Changes requested', 'On hold', 'Cancelled']],
    ['ready', [], ['Dispatched', 'Delivered', 'On hold', 'Cancelled']],
    ['on_hold', ['in_production'], ['In production', 'Cancelled']],
  ] as const)('offers only the moves the rules allow from %s', async (stage, before, offered) => {
    const timeline = [...before, stage].map((s) => ({ stage: s, at: '2026-11-27T09:35:00.000Z' }));
    serveJob(() => job({ stage, timeline, finalPrice: '4200' }));
    showJob();
    const moves = within(await region('Stage')).getByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(offered);
  });

  it('says a delivered job no longer moves', async () => {
    serveJob(() => job({ stage: 'delivered', finalPrice: '4200' }));
    showJob();
    expect(await within(await region('Stage')).findByText('The job is closed: its stage no longer moves.')).toBeInTheDocument();
  });

  it('asks a reason for on hold, then offers the news on WhatsApp once moved', async () => {
    const { sent } = answering(job({ stage: 'quoted', finalPrice: '4200', orderNumber: 'SGP-2026-27-0042' }));
    showJob();
    const stage = await region('Stage');
    fireEvent.click(within(stage).getByRole('button', { name: 'On hold' }));
    const form = within(stage).getByRole('form', { name: 'Move to On hold' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move to On hold' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please give a reason for On hold.');
    expect(sent()).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Waiting for the paper' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move to On hold' }));
    const news = (await screen.findByText(/order is now/)).closest('[role="status"]') as HTMLElement;
    expect(sent()).toEqual([{ stage: 'on_hold', reason: 'Waiting for the paper' }]);
    expect(news).toHaveTextContent("SGP-2026-27-0042: Asha's order is now On hold. Let them know:");
    const text = new URL(within(news).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text.split('\n').slice(0, 2)).toEqual(['Hello Asha,', 'Order SGP-2026-27-0042 · On hold']);
    expect(text).toContain('Reason: Waiting for the paper');
    expect(text).toContain(`${ORIGIN}/quote/`);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Stage' })).getByText('On hold', { selector: 'span' })).toBeInTheDocument());
    fireEvent.click(within(news).getByRole('button', { name: 'Dismiss' }));
    expect(within(news).queryByRole('link')).toBeNull();
  });

  it('sends the courier and tracking number with dispatched; nothing moves on a first tap alone', async () => {
    const { sent } = answering(job({ stage: 'ready', finalPrice: '4200' }));
    showJob();
    const stage = await region('Stage');
    fireEvent.click(within(stage).getByRole('button', { name: 'Dispatched' }));
    expect(sent()).toEqual([]);
    expect(within(stage).queryByLabelText('Reason')).toBeNull();
    fireEvent.change(within(stage).getByLabelText('Courier'), { target: { value: 'Blue Dart' } });
    fireEvent.change(within(stage).getByLabelText('Tracking number'), { target: { value: '90817263' } });
    fireEvent.click(within(stage).getByRole('button', { name: 'Move to Dispatched' }));
    expect(await screen.findByText('Quote saved')).toBeInTheDocument();
    expect(sent()).toEqual([{ stage: 'dispatched', courier: 'Blue Dart', trackingNo: '90817263' }]);
    const steps = within(await region('Timeline')).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('Courier: Blue Dart · Tracking no.: 90817263');
  });

  it('offers no news when a save keeps the stage (a price or note only)', async () => {
    answering(job({ stage: 'approved', finalPrice: '4200' }));
    showJob();
    fireEvent.click(within(await region('Price')).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Quote saved')).toBeInTheDocument();
    expect(screen.queryByText(/order is now/)).toBeNull();
  });
});
