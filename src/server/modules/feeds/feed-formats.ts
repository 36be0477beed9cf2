import { stringify } from 'csv-stringify/sync';
import { guardFormula } from '../spreadsheet/csv-text.ts';
import type { Catalogue, FeedItem } from './catalogue-feed.ts';

const CSV_COLUMNS: readonly (keyof FeedItem)[] = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
  'product_type',
];

/**
 * Meta Commerce Manager's data feed: a header of its field names, one product a line. An owner may
 * open it in Excel too, so every cell is guarded against formulas as the listings export is.
 */
export function catalogueCsv(catalogue: Catalogue): string {
  return stringify([[...CSV_COLUMNS], ...catalogue.items.map((item) => CSV_COLUMNS.map((c) => guardFormula(item[c])))], { record_delimiter: 'windows' });
}

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/FFFF). */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

const element = (name: string, value: string) => (value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : '');

/**
 * Google Merchant Center's RSS 2.0 feed with the g: namespace (Meta reads it too). A made-to-order
 * card has no barcode: identifier_exists "no" says so instead of leaving Google to flag it.
 */
export function catalogueXml(catalogue: Catalogue, origin: string): string {
  const items = catalogue.items.map((item) =>
    [
      '<item>',
      element('id', item.id),
      element('title', item.title),
      element('description', item.description),
      element('link', item.link),
      element('image_link', item.image_link),
      // Google spells it with an underscore; Meta accepts both.
      element('availability', item.availability.replace(' ', '_')),
      element('condition', item.condition),
      element('price', item.price),
      element('sale_price', item.sale_price),
      element('brand', item.brand),
      element('product_type', item.product_type),
      element('identifier_exists', 'no'),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(catalogue.channelName)}</title>`,
    `<link>${escapeXml(catalogue.lang === 'hi' ? `${origin}/hi` : origin)}</link>`,
    `<description>${escapeXml(`${catalogue.channelName}: catalogue`)}</description>`,
    // The English feed stays as it always was; the Hindi one says its language.
    ...(catalogue.lang === 'hi' ? ['<language>hi</language>'] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
