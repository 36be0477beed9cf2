import { describe, expect, it } from 'vitest';
import { PersonalFieldsSchema } from '../../../../contract/selling.ts';
import {
  boxBetween,
  checkOptions,
  checkTiers,
  checkZones,
  draftText,
  keyFromLabel,
  newZone,
  optionsOf,
  readTiers,
  sendOptions,
  sendTiers,
  tiersOf,
  withLabel,
  withPercent,
  zonesOf,
} from './selling-drafts.ts';
import { listing } from './test-shop.ts';

const zone = { key: 'bride_name', label: 'Bride name', x: 0.1, y: 0.2, w: 0.5, h: 0.1, align: 'center' as const, colour: '#222222' };

describe('what a listing sells, as form values', () => {
  it('prefills from the listing (numbers as text), and a listing without them has none', () => {
    const item = listing(1, {
      priceTiers: [{ minQty: 100, unitPrice: '14.5' }],
      options: [{ name: 'Paper', choices: [{ label: 'Glossy', surcharge: '0' }] }],
      fields: [zone],
    });
    expect(readTiers(tiersOf(item))).toEqual([{ minQty: '100', unitPrice: '14.5' }]);
    expect(JSON.parse(optionsOf(item))).toEqual(item.options);
    expect(JSON.parse(zonesOf(item))).toEqual([zone]);
    expect(tiersOf({ ...item, priceTiers: undefined } as never)).toBe('[]');
  });

  it('sends the contract shape, leaving out rows left empty; a blank surcharge is 0', () => {
    expect(
      JSON.parse(
        sendTiers(
          draftText([
            { minQty: '100', unitPrice: ' 14.50 ' },
            { minQty: '', unitPrice: '' },
          ]),
        ),
      ),
    ).toEqual([{ minQty: 100, unitPrice: '14.50' }]);
    expect(
      JSON.parse(
        sendOptions(
          draftText([
            {
              name: ' Foil ',
              choices: [
                { label: 'None', surcharge: '' },
                { label: 'Gold', surcharge: '6' },
                { label: '', surcharge: '' },
              ],
            },
            { name: '', choices: [] },
          ]),
        ),
      ),
    ).toEqual([
      {
        name: 'Foil',
        choices: [
          { label: 'None', surcharge: '0' },
          { label: 'Gold', surcharge: '6' },
        ],
      },
    ]);
  });

  it("is checked by the contract's schemas, with their messages", () => {
    expect(checkTiers(draftText([{ minQty: '100', unitPrice: '14' }]))).toBeNull();
    expect(checkTiers(draftText([{ minQty: '', unitPrice: '14' }]))).toBe('minQty must be a whole number from 1 to 1000000.');
    expect(
      checkTiers(
        draftText([
          { minQty: '5', unitPrice: '4' },
          { minQty: '5', unitPrice: '3' },
        ]),
      ),
    ).toBe('priceTiers has two tiers with the same minQty.');
    expect(checkOptions(draftText([{ name: 'Paper', choices: [] }]))).toBe('An option needs at least one choice.');
    expect(checkOptions(draftText([{ name: '', choices: [{ label: 'A', surcharge: '0' }] }]))).toBe('An option name is required.');
    expect(checkZones(draftText([zone]))).toBeNull();
    expect(checkZones(draftText([{ ...zone, label: ' ' }]))).toBe('A field label is required.');
  });
});

describe('zones', () => {
  it('derive a unique key from the label', () => {
    expect(keyFromLabel('Bride name')).toBe('bride_name');
    expect(keyFromLabel('  2nd line: Venue!! ')).toBe('nd_line_venue');
    expect(keyFromLabel('वधू का नाम')).toBe('text');
    expect(keyFromLabel('Bride name', ['bride_name', 'bride_name_2'])).toBe('bride_name_3');
    expect(keyFromLabel('x'.repeat(40), ['x'.repeat(30)])).toBe(`${'x'.repeat(28)}_2`);
  });

  it('a drawn box is the rectangle between two points, in 4-decimal fractions inside the image', () => {
    expect(boxBetween({ x: 0.61234, y: 0.5 }, { x: 0.1, y: 0.2 })).toEqual({ x: 0.1, y: 0.2, w: 0.5123, h: 0.3 });
    const made = newZone(boxBetween({ x: 0.1, y: 0.1 }, { x: 0.3, y: 0.2 }), [newZone({ x: 0, y: 0, w: 0.1, h: 0.1 }, [])]);
    expect(made).toMatchObject({ key: 'text_2', label: 'Text 2', align: 'center', colour: '#222222' });
    expect(PersonalFieldsSchema.safeParse([made]).success).toBe(true);
  });

  it('the number fields move and size a zone in %, kept inside the image', () => {
    expect(withPercent(zone, 'x', 12.5).x).toBe(0.125);
    expect(withPercent(zone, 'x', 90).x).toBe(0.5);
    expect(withPercent(zone, 'w', 95).w).toBe(0.9);
    expect(withPercent(zone, 'h', 0).h).toBe(0.02);
    expect(withPercent(zone, 'y', Number.NaN)).toBe(zone);
  });

  it('renaming a zone renames its key, never onto another zone', () => {
    const zones = [zone, { ...zone, key: 'text_2', label: 'Text 2' }];
    expect(withLabel(zones, 1, 'Bride name')[1]).toMatchObject({ label: 'Bride name', key: 'bride_name_2' });
  });
});
