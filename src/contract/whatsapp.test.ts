import { describe, expect, it } from 'vitest';
import { enquiryText, quoteRequestText, whatsappEn, whatsappLink, whatsappNumber } from './whatsapp.ts';
import { whatsappHi } from './whatsapp-hi.ts';

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

describe('the messages a visitor sends the shop', () => {
  const quote = {
    listingTitle: 'शादी का निमंत्रण <b>&',
    quantity: 1200,
    choices: { Paper: 'Matte' },
    texts: [{ key: 'names', label: 'Names', text: 'राधा & श्याम' }],
    estimate: { perPiece: '1028.8', total: '1234567.5' },
    orderNumber: 'SGP-2026-27-0042',
  };

  it('asks for a quote in English as before when no language is given', () => {
    expect(quoteRequestText(quote, 'https://shop.example/quote/abc')).toBe(
      [
        'Hello, I would like a quote:',
        'Order no.: SGP-2026-27-0042',
        'Item: शादी का निमंत्रण <b>&',
        'Quantity: 1200',
        'Paper: Matte',
        'Names: राधा & श्याम',
        'Estimate: 1,200 × ₹1,028.80 = ₹12,34,567.50',
        'Quote: https://shop.example/quote/abc',
      ].join('\n'),
    );
  });

  it('asks in Hindi with the Hindi labels, the prices and digits as written in English', () => {
    const text = quoteRequestText(quote, 'https://shop.example/quote/abc', whatsappHi);
    expect(text.split('\n')).toEqual([
      'नमस्ते, मुझे इसका कोटेशन चाहिए:',
      'ऑर्डर नंबर: SGP-2026-27-0042',
      'आइटम: शादी का निमंत्रण <b>&',
      'मात्रा: 1200',
      'Paper: Matte',
      'Names: राधा & श्याम',
      'अनुमानित कीमत: 1,200 × ₹1,028.80 = ₹12,34,567.50',
      'कोटेशन: https://shop.example/quote/abc',
    ]);
    expect(text).not.toMatch(/[०-९]/);
  });

  it('enquires about an item in either language, the same English words as the item page always sent', () => {
    const item = { title: 'Royal card', price: '499.5', quantity: 50, url: 'https://shop.example/list/1' };
    expect(enquiryText(item)).toBe(
      ['Hello, I would like to enquire about this item:', 'Royal card', 'Price: ₹499.50', 'Quantity: 50', 'https://shop.example/list/1'].join('\n'),
    );
    expect(enquiryText({ ...item, title: 'शाही कार्ड' }, whatsappHi).split('\n')).toEqual([
      'नमस्ते, मुझे इस आइटम के बारे में जानकारी चाहिए:',
      'शाही कार्ड',
      'कीमत: ₹499.50',
      'मात्रा: 50',
      'https://shop.example/list/1',
    ]);
  });

  it('keeps the Hindi words out of the English module (the English pages never load them)', () => {
    expect(Object.values(whatsappEn).join(' ')).not.toMatch(/[\u0900-\u097f]/);
    expect(whatsappHi.lang).toBe('hi');
  });
});
