import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../../contract/enquiries.ts';
import { toast } from '../components/index.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import EnquiriesAdminPage from './enquiries-admin-page.tsx';

const enquiry = (n: number, name: string, message: string, handled = false): Enquiry => ({
  _id: `e000000${n}-0000-4000-8000-000000000000`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  message,
  handled,
  lang: 'en',
  createdAt: `2024-03-0${n}T10:00:00.000Z`,
});

const stubApi = (list: Enquiry[]) =>
  stubAdminApi({ '/api/enquiries': { success: true, result: list } }, (url, init) => {
    const found = list.find((e) => url === `/api/enquiries/${e._id}`);
    if (found && init?.method === 'PATCH') return json(200, { ...found, handled: JSON.parse(String(init.body)).handled });
    if (found && init?.method === 'DELETE') return json(200, { message: 'Enquiry deleted' });
  });

const names = () => textsOf(screen.getByRole('list', { name: 'Enquiries' }), 'heading', { level: 2 });

afterEach(() => act(() => toast.remove()));

describe('Enquiries', () => {
  it('lists the messages newest first with name, email, message and date', async () => {
    stubApi([enquiry(1, 'Asha', 'Old one'), enquiry(3, 'Ravi', 'Need 200 cards, call 98765 43210'), enquiry(2, 'Meena', 'Hello', true)]);
    renderWithApp(<EnquiriesAdminPage />);
    await screen.findByRole('list', { name: 'Enquiries' });
    expect(names()).toEqual(['Ravi', 'Meena', 'Asha']);
    const ravi = screen.getByRole('article', { name: 'Ravi' });
    expect(within(ravi).getByText('ravi@example.com')).toBeTruthy();
    expect(within(ravi).getByText('Need 200 cards, call 98765 43210')).toBeTruthy();
    const time = within(ravi).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === '2024-03-03T10:00:00.000Z');
    expect(time.textContent).toBe('3 Mar 2024, 3:30 pm IST');
    expect(within(ravi).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe('mailto:ravi@example.com?subject=Re%3A%20your%20enquiry');
    expect(within(ravi).getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(within(screen.getByRole('article', { name: 'Asha' })).queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
  });

  it('marks an enquiry whose visitor used Hindi with a हिन्दी badge, and only that one', async () => {
    stubApi([{ ...enquiry(1, 'आशा', 'क्या आप कार्ड छापते हैं?'), lang: 'hi' }, enquiry(2, 'Ravi', 'Hello')]);
    renderWithApp(<EnquiriesAdminPage />);
    const asha = await screen.findByRole('article', { name: 'आशा' });
    const badge = within(asha).getByText('हिन्दी');
    expect(badge.getAttribute('lang')).toBe('hi');
    expect(within(asha).getByText('क्या आप कार्ड छापते हैं?')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Ravi' })).queryByText('हिन्दी')).toBeNull();
  });

  it('marks an enquiry handled and filters handled / not handled', async () => {
    const fetch = stubApi([enquiry(1, 'Asha', 'Hi'), enquiry(2, 'Meena', 'Hello', true)]);
    renderWithApp(<EnquiriesAdminPage />);
    const asha = await screen.findByRole('article', { name: 'Asha' });
    fireEvent.click(within(asha).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled')).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ handled: true });
    expect(within(screen.getByRole('article', { name: 'Asha' })).getByRole('button', { name: 'Mark not handled' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Not handled/ }));
    expect(screen.getByText('No enquiries found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    expect(names()).toEqual(['Meena', 'Asha']);
  });

  it('deletes after a confirmation, and shows the empty text', async () => {
    stubApi([enquiry(1, 'Asha', 'Hi')]);
    renderWithApp(<EnquiriesAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the enquiry from Asha' }));
    expect(screen.getByText('Are you sure you want to delete this enquiry?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry deleted')).toBeTruthy();
    expect(screen.getByText('No enquiries found.')).toBeTruthy();
  });
});
