import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappNumber } from './whatsapp.ts';

describe('whatsapp links', () => {
  it.each([
    ['98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
    ['N/A', null],
  ])('reads %j as %j (India’s code added to local numbers, international ones kept)', (phone, number) => expect(whatsappNumber(phone)).toBe(number));

  it.each([
    ['9876543210', 'Hi & hello?', 'https://wa.me/919876543210?text=Hi%20%26%20hello%3F'],
    ['', 'Hi', 'https://wa.me/?text=Hi'],
  ])('carries the message, encoded (phone %j)', (phone, message, link) => expect(whatsappLink(phone, message)).toBe(link));
});
