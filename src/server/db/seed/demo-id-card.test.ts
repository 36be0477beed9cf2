import { describe, expect, it } from 'vitest';
import { PersonalFieldsSchema } from '../../../contract/selling.ts';
import { planDemo } from './demo-plan.ts';

describe('the demo’s school ID cards (issue 30)', () => {
  it('sell a card per name: a photo zone and the student’s zones, in Hindi too, on a CR80 card; lanyards have none', () => {
    const plan = planDemo({ categories: 8, listings: 200, imagePool: 60, now: new Date('2026-11-28T00:00:00Z') });
    const cards = plan.listings.filter((l) => l.subcategory === 'School ID Cards');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const fields = PersonalFieldsSchema.parse(card.values.fields);
      expect(fields.map((f) => [f.key, f.kind ?? 'text', f.required ?? false])).toEqual([
        ['photo', 'photo', true],
        ['name', 'text', true],
        ['class', 'text', false],
        ['roll_no', 'text', false],
        ['blood_group', 'text', false],
        ['phone', 'text', false],
      ]);
      expect(fields.every((f) => /[\u0900-\u097F]/.test(f.translations?.hi?.label ?? ''))).toBe(true);
      expect(card.values.print).toMatchObject({ widthMm: 54, heightMm: 85.6 });
    }
    const lanyards = plan.listings.filter((l) => l.subcategory === 'Lanyards & Holders');
    expect(lanyards.length).toBeGreaterThan(0);
    expect(lanyards.every((l) => !l.values.fields?.length)).toBe(true);
  });
});
