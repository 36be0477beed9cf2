import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DUE_ON_MESSAGE } from '../../../contract/due-dates.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { toast } from '../components/index.ts';
import { job, JOB_ID, serveJob, serveJobPuts, showJob } from './job-testing.tsx';

afterEach(() => act(() => toast.remove()));

/** The job, its due date changed by each PUT as the server would. */
const answering = (start: Quote) =>
  serveJobPuts(start, (current, body) => ({
    ...current,
    dueOn: body.dueOn || null,
    late: false,
    updatedAt: `2026-11-28T10:00:0${Number(current.updatedAt.at(-6)) + 1}.000Z`,
  }));

describe('the due date on the job screen', () => {
  it('sets the day promised, shows it, and clears it', async () => {
    const { sent } = answering(job());
    showJob();
    const part = await screen.findByRole('region', { name: 'Due date' });
    expect(within(part).getByText('No due date')).toBeInTheDocument();
    fireEvent.change(within(part).getByLabelText('Due date'), { target: { value: '2026-12-05' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Save due date' }));
    expect(await within(part).findByText('5 Dec 2026')).toBeInTheDocument();
    fireEvent.click(within(part).getByRole('button', { name: 'Clear due date' }));
    expect(await within(part).findByText('No due date')).toBeInTheDocument();
    expect(sent()).toEqual([{ dueOn: '2026-12-05' }, { dueOn: '' }]);
  });

  it('says "Late" in words once the day has passed, and refuses a date before 2000 without sending it', async () => {
    const { sent } = answering(job({ dueOn: '2026-11-20', late: true }));
    showJob();
    const part = await screen.findByRole('region', { name: 'Due date' });
    expect(within(part).getByText('Late')).toBeInTheDocument();
    fireEvent.change(within(part).getByLabelText('Due date'), { target: { value: '1999-12-31' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Save due date' }));
    expect(await within(part).findByText(DUE_ON_MESSAGE)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('offers the job ticket once the customer has approved a proof', async () => {
    serveJob(() => job());
    const { unmount } = showJob();
    const before = await screen.findByRole('region', { name: 'Job ticket' });
    expect(within(before).queryByRole('link', { name: 'Job ticket' })).toBeNull();
    unmount();
    serveJob(() => job({ stage: 'approved', finalPrice: '5500', approvedAt: '2026-11-28T10:00:00.000Z' }));
    showJob();
    const after = await screen.findByRole('region', { name: 'Job ticket' });
    expect(within(after).getByRole('link', { name: 'Job ticket' })).toHaveAttribute('href', `/api/quotes/${JOB_ID}/ticket.pdf`);
  });
});
