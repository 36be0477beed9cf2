import { describe, expect, it } from 'vitest';
import { jsonList, PersonalFieldsSchema, PriceTiersSchema, ProductOptionsSchema } from './selling.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('what a listing sells', () => {
  it('reads tiers from JSON text, sorted, prices as exact text', () => {
    const r = jsonList('priceTiers', PriceTiersSchema).safeParse('[{"minQty":500,"unitPrice":"08.75"},{"minQty":100,"unitPrice":12}]');
    expect(r.data).toEqual([
      { minQty: 100, unitPrice: '12' },
      { minQty: 500, unitPrice: '8.75' },
    ]);
  });

  it.each([
    ['priceTiers', '{not json', PriceTiersSchema, 'priceTiers must be JSON.'],
    ['priceTiers', '{"minQty":1}', PriceTiersSchema, 'priceTiers must be a list of {minQty, unitPrice}.'],
    ['priceTiers', '[{"minQty":0,"unitPrice":"5"}]', PriceTiersSchema, 'minQty must be a whole number from 1 to 1000000.'],
    ['priceTiers', '[{"minQty":5,"unitPrice":"-5"}]', PriceTiersSchema, 'unitPrice must be a number such as 14 or 14.50.'],
    ['priceTiers', '[{"minQty":5,"unitPrice":"5"},{"minQty":5,"unitPrice":"4"}]', PriceTiersSchema, 'priceTiers has two tiers with the same minQty.'],
    ['options', '[{"name":"Foil","choices":[]}]', ProductOptionsSchema, 'An option needs at least one choice.'],
    [
      'options',
      '[{"name":"Foil","choices":[{"label":"Gold","surcharge":"6"},{"label":"gold","surcharge":"0"}]}]',
      ProductOptionsSchema,
      'Foil lists a choice twice.',
    ],
    [
      'fields',
      '[{"key":"Bride Name","label":"Bride","x":0,"y":0,"w":0.5,"h":0.1}]',
      PersonalFieldsSchema,
      'A field key is lower-case letters, digits and _ (at most 30), starting with a letter.',
    ],
    ['fields', '[{"key":"bride","label":"Bride","x":0.8,"y":0,"w":0.5,"h":0.1}]', PersonalFieldsSchema, 'The zone bride must lie inside the image.'],
    [
      'fields',
      '[{"key":"bride","label":"Bride","x":0,"y":0,"w":0.5,"h":0.1,"colour":"red"}]',
      PersonalFieldsSchema,
      'colour must be a colour such as #7a1020.',
    ],
  ])('%s %j is refused with a clear message', (key, value, schema, message) => {
    expect(firstMessage(jsonList(key, schema).safeParse(value))).toBe(message);
  });

  it('blank means none; zones get their defaults', () => {
    expect(jsonList('options', ProductOptionsSchema).parse('')).toEqual([]);
    expect(PersonalFieldsSchema.parse([{ key: 'bride', label: 'Bride', x: 0.1, y: 0.2, w: 0.8, h: 0.1 }])).toEqual([
      { key: 'bride', label: 'Bride', x: 0.1, y: 0.2, w: 0.8, h: 0.1, align: 'center', colour: '#222222' },
    ]);
  });
});
