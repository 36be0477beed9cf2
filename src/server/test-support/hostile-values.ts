import fc from 'fast-check';

/**
 * The values the hostile requests of hostile-arbitraries.ts are made of: strings that have broken web
 * apps before, the fields the routes read and a plainly valid value of each, values of a wrong type.
 * Anything that names a record of the database is a Ref, resolved just before the request is sent
 * (the records change as the run goes on).
 */

/** A record of the database at the moment of the request: its id, or (`images`) a listing's image list. */
export class Ref {
  constructor(readonly to: RefKind) {}
  toString(): string {
    return `Ref(${this.to})`;
  }
}
export type RefKind = 'category' | 'subcategory' | 'religion' | 'listing' | 'banner' | 'config' | 'gallery' | 'user' | 'enquiry' | 'images';
export const REF_KINDS: RefKind[] = ['category', 'subcategory', 'religion', 'listing', 'banner', 'config', 'gallery', 'user', 'enquiry'];

/** Strings that have broken web apps before. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '%00',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(2)</script>',
  'javascript:alert(3)',
  "' OR '1'='1",
  "'; DROP TABLE listings; --",
  '" OR ""="',
  '\\',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\boot.ini',
  '${7*7}',
  '{{7*7}}',
  '<%= 7*7 %>',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-7',
  '0x1F',
  '9007199254740993',
  '99999999999999999999999',
  '4.99.9',
  '₹499',
  '१२३',
  '499,50',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  '\uFEFF',
  'श्री गणेश विवाह पत्रिका',
  '😀👨‍👩‍👧‍👦',
  'Ａｄｍｉｎ',
  'İı',
  '\r\nSet-Cookie: sid=x',
  '/media/00000000000000000000000000000000.jpg',
  '/media/../shop.sqlite',
  'https://evil.example/x.jpg',
  'data:text/html,<script>alert(1)</script>',
  '[]',
  '{}',
  'null',
  'true',
  '["/media/../../x.jpg"]',
  '["a","a"]',
  '{"$gt":""}',
  'a'.repeat(101),
  'a'.repeat(201),
  'a'.repeat(5001),
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  'owner',
  'e2e-admin',
];

/** Field names the routes read, so random values reach their checks rather than being ignored. */
export const KNOWN_FIELDS = [
  'title',
  'name',
  'price',
  'discountPrice',
  'description',
  'Description',
  'moq',
  'favorite',
  'location',
  'category',
  'subcategory',
  'religions',
  'categoryId',
  'existingImages',
  'altText',
  'email',
  'phone',
  'address',
  'fb',
  'insta',
  'twitter',
  'linkedIn',
  'User_name',
  'Password',
  'Mobile_number',
  'message',
  'website',
  'handled',
  'size',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'instagramUrl',
  'hsn',
  'gstRate',
  'uqc',
  'upiId',
  'upiName',
  'advancePercent',
  'gstMode',
  'gstin',
  'legalName',
  'state',
  'numberPrefix',
];
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', '', ' ', 'images[]', 'a[b]', 'name\u0000', 'x'.repeat(300)];
export const FILE_FIELDS = ['image', 'images', 'images[]', 'logo', 'file', ''];

const hugeString = fc
  .record({ ch: fc.constantFrom('a', '<', '\u0000', 'ह', '😀'), n: fc.constantFrom(1000, 70_000, 300_000, 1_100_000) })
  .map(({ ch, n }) => ch.repeat(Math.ceil(n / ch.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }) },
  { weight: 1, arbitrary: hugeString },
);

/** A value of a field: plainly valid, a record of the database, or anything hostile. */
const VALID: Record<string, fc.Arbitrary<string | Ref | boolean>> = {
  title: fc.constantFrom('Wedding card', 'विवाह पत्रिका'),
  name: fc.constantFrom('Royal', 'Floral', 'Shubh Vivah'),
  price: fc.constantFrom('499', '99.50', '0'),
  discountPrice: fc.constantFrom('', '399'),
  hsn: fc.constantFrom('', '4911', '49111000'),
  gstRate: fc.constantFrom('', '0', '18', '2.5'),
  uqc: fc.constantFrom('', 'NOS', 'pcs', 'SET'),
  upiId: fc.constantFrom('', 'shop@okaxis'),
  upiName: fc.constantFrom('', 'श्री गणेश प्रिंटर्स'),
  advancePercent: fc.constantFrom('50', '0', '100'),
  gstMode: fc.constantFrom('none', 'regular', 'composition'),
  gstin: fc.constantFrom('', '27AAPFU0939F1ZV'),
  legalName: fc.constantFrom('', 'Shree Ganesh Printers'),
  state: fc.constantFrom('', 'Maharashtra'),
  numberPrefix: fc.constantFrom('', 'INV'),
  moq: fc.constantFrom('1', '100'),
  favorite: fc.constantFrom('1', '0'),
  category: fc.constant(new Ref('category')),
  categoryId: fc.constant(new Ref('category')),
  subcategory: fc.constant(new Ref('subcategory')),
  religions: fc.constantFrom(new Ref('religion'), ''),
  existingImages: fc.constant(new Ref('images')),
  email: fc.constant('someone@example.com'),
  phone: fc.constant('+91 98000 00001'),
  address: fc.constant('12 Station Road'),
  fb: fc.constant('https://facebook.com/shop'),
  insta: fc.constantFrom('https://instagram.com/shop', ''),
  twitter: fc.constant(''),
  linkedIn: fc.constant(''),
  altText: fc.constant('A wedding card'),
  User_name: fc.constantFrom('clerk', 'owner'),
  Password: fc.constantFrom('a-long-password', 'correct horse battery'),
  Mobile_number: fc.constant('+919800000099'),
  message: fc.constant('Please send me a quote.'),
  website: fc.constant(''),
  handled: fc.boolean(),
  instagramUrl: fc.constant('https://instagram.com/p/x'),
};
export const validOf = (key: string) => VALID[key] ?? fc.constant('plain text');

/** A JSON value of a wrong type, or nested where text was expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
