import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../contract/quotes.ts';
import { job, JOB_TOKEN, ORIGIN } from './job-testing.tsx';
import { customerWhatsapp, quoteMessage } from './quote-message.ts';

describe('quoteMessage', () => {
  it('holds what was asked, the final price and note once set, and the quote page link', () => {
    expect(quoteMessage(job({ finalPrice: '4350', note: 'Ready Friday', orderNumber: 'SGP-2026-27-0042' }), ORIGIN).split('\n')).toEqual([
      'Hello Asha, here is your quote.',
      'Order no.: SGP-2026-27-0042',
      'Item: Royal wedding card',
      'Quantity: 300',
      'Paper: Handmade',
      'Foil: Gold',
      'Bride: प्रिया',
      'Groom: Rahul',
      'Estimate: 300 × ₹14.50 = ₹4,350',
      'Final price: ₹4,350',
      'Ready Friday',
      `See and approve the proof: ${ORIGIN}/quote/${'c'.repeat(32)}`,
    ]);
    expect(quoteMessage(job(), ORIGIN)).not.toContain('Final price');
    expect(quoteMessage(job(), ORIGIN)).not.toContain('Order no.');
  });
});

describe('the messages to a customer who asked in Hindi (issue 28)', () => {
  const hindi = (over: Partial<Quote> = {}) => job({ lang: 'hi', translations: { hi: { title: 'शाही शादी कार्ड' } }, ...over });
  const textOf = (link: string) => new URL(link).searchParams.get('text')!.split('\n');

  it('answers the quote in Hindi, with the Hindi title and the Hindi page', () => {
    expect(quoteMessage(hindi({ finalPrice: '4350', note: 'शुक्रवार तक', orderNumber: 'SGP-2026-27-0042' }), ORIGIN).split('\n')).toEqual([
      'नमस्ते Asha जी, यह रहा आपका कोटेशन।',
      'ऑर्डर नंबर: SGP-2026-27-0042',
      'आइटम: शाही शादी कार्ड',
      'मात्रा: 300',
      'Paper: Handmade',
      'Foil: Gold',
      'Bride: प्रिया',
      'Groom: Rahul',
      'अनुमानित कीमत: 300 × ₹14.50 = ₹4,350',
      'अंतिम दाम: ₹4,350',
      'शुक्रवार तक',
      `प्रूफ़ देखें और मंज़ूर करें: ${ORIGIN}/hi/quote/${JOB_TOKEN}`,
    ]);
  });

  it("names the options and zones by the listing's Hindi names where it has them, English elsewhere", () => {
    const translations = {
      hi: {
        title: 'शाही शादी कार्ड',
        choices: { Paper: { name: 'कागज़', label: 'हाथ का बना <b>&"' }, Foil: { label: 'सुनहरा' } },
        texts: { bride: 'दुल्हन का नाम' },
      },
    };
    const lines = quoteMessage(hindi({ translations }), ORIGIN).split('\n');
    expect(lines.slice(1, 7)).toEqual(['आइटम: शाही शादी कार्ड', 'मात्रा: 300', 'कागज़: हाथ का बना <b>&"', 'Foil: सुनहरा', 'दुल्हन का नाम: प्रिया', 'Groom: Rahul']);
    expect(quoteMessage(job({ translations }), ORIGIN)).toContain('Paper: Handmade');
  });

  it("sends a new proof with the owner's note, says its number once, in the customer's language", () => {
    const proof = { version: 2, note: 'Names in gold now', status: 'pending' } as Quote['proofs'][number];
    const sent: Partial<Quote> = {
      stage: 'proof_sent',
      orderNumber: 'SGP-2026-27-0042',
      proofs: [proof],
      timeline: [{ stage: 'proof_sent', at: '2026-11-27T10:00:00Z', note: 'Proof 2' }],
    };
    expect(textOf(customerWhatsapp(job(sent), ORIGIN))).toEqual([
      'Hello Asha,',
      'Order SGP-2026-27-0042 · Proof sent',
      'Proof 2 is ready.',
      'Names in gold now',
      'Please check the proof and approve it or ask for changes.',
      `Your order page: ${ORIGIN}/quote/${JOB_TOKEN}`,
    ]);
    expect(textOf(customerWhatsapp(hindi(sent), ORIGIN))).toEqual([
      'नमस्ते Asha जी,',
      'ऑर्डर SGP-2026-27-0042 · प्रूफ़ भेजा गया',
      'प्रूफ़ 2 तैयार है।',
      'Names in gold now',
      'कृपया प्रूफ़ देखें और उसे मंज़ूर करें या बदलाव बताएँ।',
      `आपके ऑर्डर का पेज: ${ORIGIN}/hi/quote/${JOB_TOKEN}`,
    ]);
  });

  it('tells each later stage in Hindi, the courier line included', () => {
    const dispatched = hindi({
      stage: 'dispatched',
      timeline: [{ stage: 'dispatched', at: '2026-11-27T10:00:00Z', note: 'Courier: Blue Dart · Tracking no.: 90817263' }],
    });
    expect(textOf(customerWhatsapp(dispatched, ORIGIN))).toEqual([
      'नमस्ते Asha जी,',
      'आपका ऑर्डर · भेज दिया गया',
      'आपका ऑर्डर भेज दिया गया है।',
      'कूरियर: Blue Dart · ट्रैकिंग नंबर: 90817263',
      'यह आपके पास पहुँचने वाला है।',
      `आपके ऑर्डर का पेज: ${ORIGIN}/hi/quote/${JOB_TOKEN}`,
    ]);
  });
});
