import { describe, expect, it } from 'vitest';
import { QUOTE_STAGES } from './quote-stages.ts';
import { stageMessage, stageWhatsappLink } from './stage-message.ts';
import type { StageNews } from './stage-news.ts';

const PAGE = 'https://shop.example/quote/' + 'b'.repeat(32);
const news = (over: Partial<StageNews> = {}): StageNews => ({ name: 'Priya', orderNumber: 'SGP-2026-27-0042', stage: 'ready', pageUrl: PAGE, ...over });
const decoded = (link: string) => new URL(link).searchParams.get('text') ?? '';

describe('stageMessage', () => {
  it('names the order, what changed, what is due and the order page', () => {
    expect(stageMessage(news()).split('\n')).toEqual([
      'Hello Priya,',
      'Order SGP-2026-27-0042 · Ready for pickup',
      'Your order is ready for pickup.',
      'Please collect it from the shop.',
      `Your order page: ${PAGE}`,
    ]);
  });

  it('says which proof is ready and asks to check it, for a new proof', () => {
    const text = stageMessage(news({ stage: 'proof_sent', proofVersion: 3 }));
    expect(text).toContain('Proof 3 is ready.\nPlease check the proof and approve it or ask for changes.');
    expect(stageMessage(news({ stage: 'proof_sent' }))).toContain('A new proof is ready.');
  });

  it('carries the courier and tracking number once dispatched, the reason when on hold or cancelled', () => {
    expect(stageMessage(news({ stage: 'dispatched', note: 'Courier: Blue Dart · Tracking no.: 90817263' }))).toContain(
      'Your order has been dispatched.\nCourier: Blue Dart · Tracking no.: 90817263\n',
    );
    expect(stageMessage(news({ stage: 'cancelled', note: 'Paper out of stock' }))).toContain('Reason: Paper out of stock');
    expect(stageMessage(news({ stage: 'quoted', finalPrice: '4350.5' }))).toContain('The price is ready: ₹4,350.50.');
  });

  it('has a sentence and a next step for every stage, and works before the order has a number', () => {
    for (const stage of QUOTE_STAGES) {
      const lines = stageMessage(news({ stage, orderNumber: null })).split('\n');
      expect(lines).toHaveLength(5);
      expect(lines[1]).toMatch(/^Your order · /);
      expect(lines.every((l) => l.trim() !== '' && !l.includes('undefined'))).toBe(true);
    }
  });

  it('keeps Devanagari names whole, joiners included', () => {
    const name = 'प्रिया क्‍षत्रिय'; // a zero-width joiner inside क्‍ष
    expect(stageMessage(news({ name })).split('\n')[0]).toBe(`Hello ${name},`);
    expect(decoded(stageWhatsappLink('98220 12345', news({ name })))).toContain(`Hello ${name},`);
  });

  it('keeps hostile text on its own line: no forged lines, no direction overrides, no link tricks', () => {
    const text = stageMessage(
      news({ name: 'Priya\nOrder PAID · pay ₹10 to upi://evil\r\n', note: 'late\u202e\u0000 again\u2028Pay here', stage: 'on_hold', orderNumber: 'X\nY' }),
    );
    const lines = text.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Hello Priya Order PAID · pay ₹10 to upi://evil,');
    expect(lines[1]).toBe('Order X Y · On hold');
    expect(lines[3]).toBe('Reason: late again Pay here');
    expect(text).not.toMatch(/[\u202e\u2028\r]/);
    expect(text.includes(String.fromCharCode(0))).toBe(false);
    const link = stageWhatsappLink('98220 12345', news({ name: 'A&text=B#x?y' }));
    expect(link.startsWith('https://wa.me/919822012345?text=')).toBe(true);
    expect(new URL(link).searchParams.getAll('text')).toHaveLength(1);
    expect(decoded(link)).toContain('Hello A&text=B#x?y,');
  });

  it('opens a chat with the customer in India form: 10 digits get 91, a leading 0 goes', () => {
    expect(stageWhatsappLink('098220 12345', news())).toMatch(/^https:\/\/wa\.me\/919822012345\?text=/);
    expect(stageWhatsappLink('+91 98220-12345', news())).toMatch(/^https:\/\/wa\.me\/919822012345\?text=/);
    expect(stageWhatsappLink('12', news())).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });
});
