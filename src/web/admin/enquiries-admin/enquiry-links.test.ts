import { describe, expect, it } from 'vitest';
import { findPhone, replyMailto, replyWhatsapp } from './enquiry-links.ts';

describe('enquiry links', () => {
  it('finds a phone number written in the message, in the usual Indian spellings', () => {
    expect(findPhone('Please call me on 98765 43210 tomorrow')).toBe('98765 43210');
    expect(findPhone('My number: +91-98765-43210.')).toBe('+91-98765-43210');
    expect(findPhone('whatsapp 09876543210')).toBe('09876543210');
  });

  it('ignores numbers that are no phone: quantities, years, pin codes', () => {
    expect(findPhone('I need 500 cards by 2025, pin 441601')).toBeNull();
    expect(findPhone('No number here')).toBeNull();
  });

  it('replies by email with the subject "Re: your enquiry"', () => {
    expect(replyMailto('asha@example.com')).toBe('mailto:asha@example.com?subject=Re%3A%20your%20enquiry');
  });

  it('links WhatsApp to the number in the message, or nothing without one', () => {
    expect(replyWhatsapp('Asha', 'call 98765 43210')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello%20Asha/);
    expect(replyWhatsapp('Asha', 'no phone')).toBeNull();
  });
});
