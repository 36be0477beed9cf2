import { describe, expect, it, vi } from 'vitest';
import * as en from './localized.ts';

vi.mock('../i18n/messages.ts', async () => ({ ...(await import('../i18n/hi.ts')) }));

describe('localized on a Hindi page', () => {
  it('shows the owner’s Hindi when there is some, else the English marked lang="en"', async () => {
    const { localized, titleOf, nameOf } = en;
    expect(localized('Wedding', 'शादी')).toEqual({ text: 'शादी' });
    expect(localized('Wedding', '   ')).toEqual({ text: 'Wedding', lang: 'en' });
    expect(localized('<script>x</script>', undefined)).toEqual({ text: '<script>x</script>', lang: 'en' });
    expect(titleOf({ title: 'Royal', translations: { hi: { title: 'शाही' } } } as { title: string })).toEqual({ text: 'शाही' });
    expect(nameOf(null)).toEqual({ text: '', lang: 'en' });
  });
});
