import { describe, expect, it } from 'vitest';
import { isPhotoZone, PersonalFieldsSchema, readSelling, takesList } from './selling.ts';

const zone = { key: 'name', label: 'Name', x: 0.1, y: 0.1, w: 0.5, h: 0.1 };

describe('zone kinds (issue 30)', () => {
  it('reads zones stored before issue 30 as text zones nobody must fill, in their old shape', () => {
    const [old] = readSelling({ fields: JSON.stringify([{ ...zone, align: 'left', colour: '#111111' }]) }).fields;
    expect(old).toEqual({ ...zone, align: 'left', colour: '#111111' });
    expect(isPhotoZone(old!)).toBe(false);
  });

  it('takes a photo zone and a required one; refuses another kind, a non-boolean required, and two photos', () => {
    const parsed = PersonalFieldsSchema.parse([
      { ...zone, required: true },
      { ...zone, key: 'photo', label: 'Photo', kind: 'photo' },
    ]);
    expect(parsed.map((f) => [f.kind, f.required, isPhotoZone(f)])).toEqual([
      [undefined, true, false],
      ['photo', undefined, true],
    ]);
    const problem = (fields: unknown) => PersonalFieldsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(problem([{ ...zone, kind: 'video' }])).toBe('kind must be text or photo.');
    expect(problem([{ ...zone, required: 'yes' }])).toBe('required must be true or false.');
    expect(
      problem([
        { ...zone, key: 'a', kind: 'photo' },
        { ...zone, key: 'b', kind: 'photo' },
      ]),
    ).toBe('A card may have one photo zone.');
  });
});

describe('a card made from a list of names', () => {
  const zone = { key: 'names', label: 'Names', x: 0.1, y: 0.1, w: 0.5, h: 0.1, kind: 'text' as const };
  it('is one with a photo zone or a zone every name must fill; a wedding card with the couple’s names is not', () => {
    expect(takesList([])).toBe(false);
    expect(takesList([zone])).toBe(false);
    const photo = { ...zone, key: 'photo', kind: 'photo' as const };
    expect(takesList([zone, photo])).toBe(true);
    expect(takesList([{ ...zone, required: true }])).toBe(true);
    expect(takesList([{ ...zone, required: false }])).toBe(false);
  });
});
