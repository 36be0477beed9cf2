import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappNumber } from './whatsapp.ts';

describe('whatsapp links', () => {
  it('adds India’s code to local numbers and keeps international ones', () => {
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('098765-43210')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsappNumber('N/A')).toBeNull();
  });

  it('carries the message, encoded', () => {
    expect(whatsappLink('9876543210', 'Hi & hello?')).toBe('https://wa.me/919876543210?text=Hi%20%26%20hello%3F');
    expect(whatsappLink('', 'Hi')).toBe('https://wa.me/?text=Hi');
  });
});
