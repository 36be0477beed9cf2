import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_STATES, findState } from './gst-states.ts';
import { checkGstin, gstinCheckCharacter } from './gstin.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  // Published GSTINs of real businesses (Maharashtra, Karnataka, Tamil Nadu).
  it.each(['27AAPFU0939F1ZV', '29AABCU9603R1ZJ', '33AAACH7409R1Z8'])('accepts %s', (gstin) =>
    expect(checkGstin(gstin)).toEqual({ ok: true, gstin, stateCode: gstin.slice(0, 2) }),
  );

  it('takes it as people type it: lower case, spaces', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
    expect(checkGstin('27 AAPFU 0939 F1ZV')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
  });

  it.each([
    ['27AAPFU0939F1Z', 'GSTIN must be 15 characters; this one has 14.'],
    ['27AAPFU0939F1ZVV', 'GSTIN must be 15 characters; this one has 16.'],
    ['', 'GSTIN must be 15 characters; this one has 0.'],
    ['27AAPFU0939F1Z✓', 'GSTIN may hold only letters and digits.'],
    ['27AAPFU-939F1ZV', 'GSTIN may hold only letters and digits.'],
    ['क्षAPFU0939F1ZV', 'GSTIN may hold only letters and digits.'],
    ['00AAPFU0939F1ZV', 'GSTIN must start with a state code such as 27 for Maharashtra; "00" is not one.'],
    ['39AAPFU0939F1ZV', 'GSTIN must start with a state code such as 27 for Maharashtra; "39" is not one.'],
    ['25AAPFU0939F1ZV', 'GSTIN must start with a state code such as 27 for Maharashtra; "25" is not one.'],
    ['99AAPFU0939F1ZV', 'GSTIN must start with a state code such as 27 for Maharashtra; "99" is not one.'],
    ['AAAAPFU0939F1ZV', 'GSTIN must start with a state code such as 27 for Maharashtra; "AA" is not one.'],
    ['27AAPF10939F1ZV', 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits and a letter.'],
    ['27AAPFU09391FZV', 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits and a letter.'],
    ['27AAPFU093991ZV', 'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits and a letter.'],
    ['27AAPFU0939F0ZV', 'The 13th character of a GSTIN (the registration number for this PAN) cannot be 0.'],
    ['27AAPFU0939F1YV', 'The 14th character of a GSTIN must be Z.'],
    ['27AAPFU0939F1ZW', 'This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.'],
  ])('refuses %j: %s', (gstin, error) => expect(checkGstin(gstin)).toEqual({ ok: false, error }));

  const gstinArb = fc
    .tuple(
      fc.constantFrom(...GST_STATES.map((s) => s.code)),
      fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
      fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    )
    .map(([state, pan, entity]) => `${state}${pan}${entity}Z`)
    .map((first14) => first14 + gstinCheckCharacter(first14));

  it('accepts any well-formed GSTIN with its check character', () => {
    fc.assert(
      fc.property(gstinArb, (gstin) => {
        expect(checkGstin(gstin).ok).toBe(true);
      }),
    );
  });

  // The mod-36 check catches every single mistyped character: whatever the position, the result is refused.
  it('refuses every GSTIN with one character changed', () => {
    fc.assert(
      fc.property(gstinArb, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 35 }), (gstin, at, shift) => {
        const changed = ALPHABET.charAt((ALPHABET.indexOf(gstin.charAt(at)) + shift) % 36);
        expect(checkGstin(gstin.slice(0, at) + changed + gstin.slice(at + 1)).ok).toBe(false);
      }),
    );
  });
});

describe('GST states', () => {
  it('has each code once, two digits, and the place names bills print', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d\d$/.test(c))).toBe(true);
    expect(GST_STATES).toHaveLength(37);
    expect(findState('27')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(findState('37')?.name).toBe('Andhra Pradesh');
    expect(findState('36')?.name).toBe('Telangana');
    expect(findState('38')?.name).toBe('Ladakh');
  });

  it.each([
    ['Maharashtra', '27'],
    [' maharashtra ', '27'],
    ['Jammu & Kashmir', '01'],
    ['jammu and kashmir', '01'],
    ['Tamil Nadu', '33'],
    ['TAMILNADU', '33'],
    ['7', '07'],
    ['Delhi', '07'],
  ])('finds %j as %s', (typed, code) => expect(findState(typed)?.code).toBe(code));

  it.each(['', 'Bombay', '25', '28', '99', '00', 'महाराष्ट्र'])('does not know %j', (typed) => expect(findState(typed)).toBeUndefined());
});
