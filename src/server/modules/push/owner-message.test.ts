import { describe, expect, it } from 'vitest';
import { quoteRow } from '../../test-support/quote-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { firstName, ownerMessage } from './owner-message.ts';

describe('what a notification says of the customer', () => {
  it.each([
    ['Asha Devi Sharma', 'Asha'],
    ['  Asha\nDevi', 'Asha'],
    ['Asha\u2028Devi\u2029', 'Asha'],
    ['\u202eahsA Devi', 'ahsA'],
    ['Asha\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d Devi', 'Asha'],
    ['\u0007\u001b[31mAsha', '[31mAsha'],
    // The joiners stay: a Devanagari conjunct needs them.
    ['क्\u200dष्मा देवी', 'क्\u200dष्मा'],
    ['रा\u200cम कुमार', 'रा\u200cम'],
    ['\n\t ', 'A customer'],
    [`${'श्री'.repeat(40)} Devi`, `${'श्री'.repeat(29)}…`],
  ])('%j → %j', (name, shown) => {
    expect(firstName(name)).toBe(shown);
  });
});

describe('the message of an event', () => {
  const t = useTestApp();

  it('is one line: the first name, the order number or what was asked for; never the phone or the texts', async () => {
    const row = quoteRow({
      token: 'a'.repeat(32),
      created_at: new Date().toISOString(),
      name: 'Asha\r\nDevi',
      phone: '98220 12345',
      texts: JSON.stringify([{ key: 'names', label: 'Names', text: 'Asha weds Rohan' }]),
      listing_title: 'Royal\ninvite\u202e card',
    });
    await t.app.db.insertInto('quotes').values(row).execute();
    const asked = await ownerMessage(t.app.db, 'quote-request', { quoteToken: row.token });
    expect(asked).toEqual({ title: 'New quote request', body: 'Asha asked for 100 × Royal invite card', url: `/admin/orders/${row.id}` });
    await t.app.db.updateTable('quotes').set({ order_number: 'SGP-2026-27-0042' }).where('id', '=', row.id).execute();
    const approved = await ownerMessage(t.app.db, 'approval', { quoteToken: row.token });
    expect(approved?.body).toBe('Asha approved the proof · SGP-2026-27-0042');
    expect(await ownerMessage(t.app.db, 'approval', { quoteToken: 'b'.repeat(32) })).toBeUndefined();
    expect(await ownerMessage(t.app.db, 'enquiry', { enquiryId: 'not-an-id' })).toBeUndefined();
  });
});
