import { describe, expect, it } from 'vitest';
import { checkValues, EMPTY_VALUES, listingFormData, valuesOf } from './listing-values.ts';
import { priceText, wholeNumberText } from './price-text.ts';
import { existingImages } from '../image-picker.tsx';
import { listing } from './test-shop.ts';

describe('priceText (what the price fields let through while typing)', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(priceText('12a.3.4')).toBe('12.34');
    expect(priceText('abc')).toBe('');
    expect(priceText('1,499.50')).toBe('1499.50');
    expect(priceText('..5')).toBe('.5');
    expect(priceText(' 99 ')).toBe('99');
  });

  it('stops at 2 decimals and 10 whole digits (what the server stores)', () => {
    expect(priceText('10.999')).toBe('10.99');
    expect(priceText('123456789012')).toBe('1234567890');
  });

  it('the quantity takes digits only', () => {
    expect(wholeNumberText('1e5-2')).toBe('152');
  });
});

describe('checkValues', () => {
  const full = { ...EMPTY_VALUES, title: 'Card', category: 'c', subcategory: 's', price: '10', religion: 'r', favorite: '1' as const };

  it('asks for title, category, subcategory and price with "Fill all fields"', () => {
    expect(checkValues(EMPTY_VALUES)).toEqual({ message: 'Fill all fields', fields: ['title', 'category', 'subcategory', 'price'] });
    expect(checkValues({ ...full, title: '   ' })).toEqual({ message: 'Fill all fields', fields: ['title'] });
  });

  it('then the religion, then favorite', () => {
    expect(checkValues({ ...full, religion: '' })?.message).toBe('Please select a religion.');
    expect(checkValues({ ...full, favorite: '' })?.message).toBe('Please choose Favorite: 1 or 0.');
    expect(checkValues(full)).toBeNull();
  });

  it('refuses a price that is only a dot', () => {
    expect(checkValues({ ...full, price: '.' })?.fields).toEqual(['price']);
    expect(checkValues({ ...full, discountPrice: '.' })?.fields).toEqual(['discountPrice']);
  });
});

describe('listingFormData', () => {
  it('sends every field, the kept images in order and the new files', () => {
    const item = listing(1);
    const file = new File(['x'], '123-new.png', { type: 'image/png' });
    const images = [...existingImages([item.images[1]!, item.images[0]!]), { key: 'n', url: 'blob:n', file }];
    const form = listingFormData(valuesOf(item), images, true);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Card 1',
      category: item.category_uuid,
      subcategory: item.subcategory_uuid,
      religions: item.religion_uuid,
      price: '1500',
      discountPrice: '1200',
      hsn: '4911',
      gstRate: '12',
      uqc: 'SET',
      moq: '50',
      favorite: '1',
      description: 'Gold foil',
      location: 'Gondia',
      priceTiers: '[]',
      options: '[]',
      fields: '[]',
      // Issue 29: no print size is sent as blank, which clears it.
      print: '',
      // Issue 29: no finishing cost is sent as blank, which is none.
      finishing: '',
      // Issue 19: the Hindi fields travel together, blank ones too (blank clears a translation).
      translations: JSON.stringify({ hi: { title: '', description: '' } }),
      existingImages: JSON.stringify([item.images[1], item.images[0]]),
    });
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['123-new.png']);
  });

  it('prefills the Hindi title and description and sends them, trimmed, in translations (Devanagari as typed)', () => {
    const item = { ...listing(1), translations: { hi: { title: 'शाही <कार्ड> "१"' } } };
    const values = valuesOf(item);
    expect([values.titleHi, values.descriptionHi]).toEqual(['शाही <कार्ड> "१"', '']);
    const form = listingFormData({ ...values, descriptionHi: '  सुनहरी पन्नी  ' }, [], true);
    expect(JSON.parse(form.get('translations') as string)).toEqual({ hi: { title: 'शाही <कार्ड> "१"', description: 'सुनहरी पन्नी' } });
    expect(form.has('titleHi')).toBe(false);
  });

  it('has no existingImages when creating', () => {
    expect(listingFormData({ ...EMPTY_VALUES, title: 'x' }, [], false).has('existingImages')).toBe(false);
  });
});
