import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENQUIRY_MAX, ENQUIRY_MESSAGES } from '../../../contract/enquiries.ts';
import { siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp, stubFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import ContactPage from './contact-page.tsx';
import { FIELD_MAX, SEND_FAILED } from './send-enquiry.ts';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Message'), 'Do you print 200 cards?');
}

describe('ContactPage', () => {
  it('limits the fields as the server does', () => {
    expect(FIELD_MAX).toEqual(ENQUIRY_MAX);
  });

  it('shows the contact details, N/A where missing, and a WhatsApp link', () => {
    renderWithApp(<ContactPage />, { data: [[siteConfigQuery, { ...site, email: '' }]] });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+919800000001');
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText(site.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', expect.stringContaining('https://wa.me/919800000001'));
  });

  it('sends the message with an empty honeypot, says thank you and clears the form', async () => {
    const fetch = stubFetch(201, { message: ENQUIRY_MESSAGES.sent });
    renderWithApp(<ContactPage />, { data: [[siteConfigQuery, site]] });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toHaveAttribute('role', 'status');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/enquiries');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Asha', email: 'asha@example.in', message: 'Do you print 200 cards?', website: '' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's refusal in an alert and keeps what was typed", async () => {
    stubFetch(429, { message: ENQUIRY_MESSAGES.tooMany });
    renderWithApp(<ContactPage />, { data: [[siteConfigQuery, site]] });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  });

  it('disables the button while sending, and explains a network failure', async () => {
    let fail!: (e: Error) => void;
    const fetchMock = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ContactPage />, { data: [[siteConfigQuery, site]] });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled());
    // The form loads its validator before sending: the request may start a moment later.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(SEND_FAILED);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('hides the honeypot from people: out of the tab order, no autofill', () => {
    renderWithApp(<ContactPage />, { data: [[siteConfigQuery, site]] });
    const trap = document.getElementById('contact-website')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
