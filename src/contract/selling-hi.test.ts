import { describe, expect, it } from 'vitest';
import { ListingSchema } from './listings.ts';
import { jsonList, PersonalFieldsSchema, ProductOptionsSchema, readSelling } from './selling.ts';

const HOSTILE = '<b>&"कागज़';
const foil = (over: Record<string, unknown> = {}, choice: Record<string, unknown> = {}) => ({
  name: 'Foil',
  choices: [{ label: 'Gold', surcharge: '6', ...choice }],
  ...over,
});
const zone = (over: Record<string, unknown> = {}) => ({ key: 'groom', label: 'Groom', x: 0.1, y: 0.1, w: 0.5, h: 0.1, ...over });
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? 'accepted' : r.error?.issues[0]?.message);

describe('Hindi names of options, choices and zones (issue 28)', () => {
  it('keeps them trimmed, hostile text as typed, beside the English names', () => {
    const options = ProductOptionsSchema.parse([foil({ translations: { hi: { name: `  ${HOSTILE} ` } } }, { translations: { hi: { label: 'सुनहरा' } } })]);
    expect(options).toEqual([
      { name: 'Foil', translations: { hi: { name: HOSTILE } }, choices: [{ label: 'Gold', surcharge: '6', translations: { hi: { label: 'सुनहरा' } } }] },
    ]);
    const fields = jsonList('fields', PersonalFieldsSchema).parse(JSON.stringify([zone({ translations: { hi: { label: 'दूल्हे का नाम' } } })]));
    expect(fields[0]?.translations).toEqual({ hi: { label: 'दूल्हे का नाम' } });
  });

  it('drops a blank or null Hindi name, so the option reads as one without', () => {
    for (const translations of [{ hi: { name: '   ' } }, { hi: { name: null } }, { hi: {} }, {}, null]) {
      const [option] = ProductOptionsSchema.parse([foil({ translations })]);
      expect(option, JSON.stringify(translations)).toEqual({ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] });
    }
  });

  it.each([
    [foil({ translations: { hi: { name: 'क'.repeat(61) } } }), 'An option name in Hindi must be at most 60 characters.'],
    [foil({ translations: { hi: { name: 'फ़ॉइल\u0000' } } }), 'An option name in Hindi must not contain NUL characters.'],
    [foil({ translations: { hi: { name: 5 } } }), 'An option name in Hindi must be text.'],
    [foil({ translations: 'फ़ॉइल' }), 'An option name in Hindi must be sent as {"hi":{"name":"…"}}.'],
    [foil({ translations: { hi: { label: 'फ़ॉइल' } } }), 'An option name in Hindi must be sent as {"hi":{"name":"…"}}.'],
    [foil({ translations: { mr: { name: 'फ़ॉइल' } } }), 'translations may only hold "hi" (Hindi).'],
    [foil({}, { translations: { hi: { label: ['सुनहरा'] } } }), 'A choice in Hindi must be text.'],
    [foil({}, { translations: { hi: 'सुनहरा' } }), 'A choice in Hindi must be sent as {"hi":{"label":"…"}}.'],
  ])('refuses a bad option %j with a clear message', (option, message) => {
    expect(messageOf(ProductOptionsSchema.safeParse([option]))).toBe(message);
  });

  it('refuses a bad zone name with a clear message', () => {
    expect(messageOf(PersonalFieldsSchema.safeParse([zone({ translations: { hi: { label: 'न'.repeat(61) } } })]))).toBe(
      'A field label in Hindi must be at most 60 characters.',
    );
  });

  it('keeps the English names as the keys: two options may not share an English name, whatever their Hindi ones', () => {
    const twice = [foil({ translations: { hi: { name: 'फ़ॉइल' } } }), foil({ translations: { hi: { name: 'पन्नी' } } })];
    expect(messageOf(ProductOptionsSchema.safeParse(twice))).toBe('options has two options with the same name.');
  });

  it('reads stored JSON with and without them (lists stored before issue 28)', () => {
    const old = readSelling({ options: JSON.stringify([foil()]), fields: JSON.stringify([zone()]) });
    expect(old.options[0]).toEqual({ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] });
    expect(old.fields[0]).not.toHaveProperty('translations');
    const stored = readSelling({ fields: JSON.stringify([zone({ translations: { hi: { label: HOSTILE } } })]) });
    expect(stored.fields[0]?.translations?.hi?.label).toBe(HOSTILE);
  });

  it("carries them through a listing's answer", () => {
    const selling = readSelling({ options: JSON.stringify([foil({ translations: { hi: { name: 'फ़ॉइल' } } }, { translations: { hi: { label: 'सुनहरा' } } })]) });
    const answer = ListingSchema.shape.options.parse(selling.options);
    expect(answer[0]).toMatchObject({ translations: { hi: { name: 'फ़ॉइल' } }, choices: [{ translations: { hi: { label: 'सुनहरा' } } }] });
  });
});
