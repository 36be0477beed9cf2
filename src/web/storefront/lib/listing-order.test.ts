import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { listing as sample } from '../../test-support/listing-samples.ts';
import { shownPrice } from './listing-facts.ts';
import { isSortBy, searchListings, sortListings, viewListings } from './listing-order.ts';

let n = 0;
/** A fresh listing each call (its own id), with no images. */
const listing = (title: string, price: string, extra: Partial<Listing> = {}): Listing => sample((n += 1), { title, price, images: [], ...extra });
const titles = (list: Listing[]) => list.map((l) => l.title);

describe('searchListings', () => {
  const list = [listing('Royal Red Wedding Card', '100'), listing('Golden Scroll', '200'), listing('Red roses', '300')];
  it('keeps the titles containing the text, any case, and everything for a blank query', () => {
    expect(titles(searchListings(list, 'RED'))).toEqual(['Royal Red Wedding Card', 'Red roses']);
    expect(titles(searchListings(list, '  scroll '))).toEqual(['Golden Scroll']);
    expect(searchListings(list, '   ')).toHaveLength(3);
    expect(searchListings(list, 'nothing like it')).toEqual([]);
  });
});

describe('sortListings', () => {
  // As floats 0.1 + 0.2 style rounding would tie or misorder some of these; as paise they do not.
  const a = listing('A', '1000');
  const b = listing('B', '999.99');
  const c = listing('C', '1000.01');
  const d = listing('D', '5000', { discountPrice: '999.98' });
  const e = listing('E', '999.99'); // ties with B: keeps its place after B

  it('orders by the price shown, exactly, low to high and high to low; ties keep their order', () => {
    expect(titles(sortListings([a, b, c, d, e], 'price-asc'))).toEqual(['D', 'B', 'E', 'A', 'C']);
    expect(titles(sortListings([a, b, c, d, e], 'price-desc'))).toEqual(['C', 'A', 'B', 'E', 'D']);
  });

  it('counts a discount only when it is below the price', () => {
    expect(shownPrice(listing('X', '500', { discountPrice: '600' }))).toBe('500');
    expect(shownPrice(listing('Y', '500', { discountPrice: '450.50' }))).toBe('450.50');
  });

  it('newest puts the latest created first; the default keeps the given order; the input is not changed', () => {
    const old = listing('Old', '1', { createdAt: '2024-01-01T00:00:00.000Z' });
    const recent = listing('Recent', '1', { createdAt: '2025-06-01T00:00:00.000Z' });
    const middle = listing('Middle', '1', { createdAt: '2025-01-01T00:00:00.000Z' });
    const input = [old, recent, middle];
    expect(titles(sortListings(input, 'newest'))).toEqual(['Recent', 'Middle', 'Old']);
    expect(titles(sortListings(input, ''))).toEqual(['Old', 'Recent', 'Middle']);
    expect(titles(input)).toEqual(['Old', 'Recent', 'Middle']);
  });
});

describe('viewListings and isSortBy', () => {
  it('searches, filters by category uuid and sorts together', () => {
    const list = [
      listing('Red card', '300', { category_uuid: 'wed' }),
      listing('Red trophy', '100', { category_uuid: 'tro' }),
      listing('Red invite', '200', { category_uuid: 'wed' }),
      listing('Blue card', '50', { category_uuid: 'wed' }),
    ];
    expect(titles(viewListings(list, { query: 'red', category: 'wed', sort: 'price-asc' }))).toEqual(['Red invite', 'Red card']);
    expect(titles(viewListings(list, { query: '', category: '', sort: '' }))).toHaveLength(4);
  });

  it("knows the spec's sort values only", () => {
    for (const value of ['', 'price-asc', 'price-desc', 'newest']) expect(isSortBy(value)).toBe(true);
    for (const value of ['price', 'oldest', null, undefined, 1]) expect(isSortBy(value)).toBe(false);
  });
});

describe('searchListings in Hindi (issue 19)', () => {
  const hindi = (title: string, hi: string) => ({ ...listing(title, '100'), translations: { hi: { title: hi } } }) as Listing;
  const list = [hindi('Royal Invitation', 'शाही निमंत्रण पत्र'), hindi('Gift Tag', 'उपहार टैग'), listing('Plain', '100')];
  it('finds a card by the words of its Hindi title or its English one, on any page', () => {
    expect(titles(searchListings(list, 'निमंत्रण'))).toEqual(['Royal Invitation']);
    expect(titles(searchListings(list, 'royal'))).toEqual(['Royal Invitation']);
    expect(searchListings(list, 'शादी')).toEqual([]);
  });
  it('treats a nukta typed apart (फ + ़) like the one-character letter (फ़)', () => {
    const card = [hindi('Photo frame', 'फ़ोटो फ़्रेम')];
    expect(titles(searchListings(card, '\u092B\u093C\u094B\u091F\u094B'))).toEqual(['Photo frame']);
    expect(titles(searchListings(card, '\u095E\u094B\u091F\u094B'))).toEqual(['Photo frame']);
  });
});
