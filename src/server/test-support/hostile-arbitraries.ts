import fc from 'fast-check';
import { FILE_FIELDS, HOSTILE_KEYS, hostileString, KNOWN_FIELDS, Ref, REF_KINDS, type RefKind, validOf, wrongType } from './hostile-values.ts';

/**
 * Hostile requests for the property test of every route (hostile-input.test.ts), made of the values of
 * hostile-values.ts: a form's fields, files, raw bodies, ids and query strings.
 */

const DROP = Symbol('drop');

/**
 * The form's fields: either every known field plainly valid with one or two of them made hostile,
 * of the wrong type or left out (so the input reaches the checks behind the first one), or a random
 * subset of fields, each valid, hostile or of the wrong type; plus random extra keys.
 */
function fieldsArb(json: boolean): fc.Arbitrary<Array<[string, unknown]>> {
  const bad = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: json ? 1 : 0, arbitrary: wrongType }, { weight: 1, arbitrary: fc.constant(DROP) });
  const one = (key: string) =>
    fc.oneof({ weight: 3, arbitrary: validOf(key) }, { weight: 2, arbitrary: hostileString }, { weight: json ? 1 : 0, arbitrary: wrongType });
  const nearlyValid = fc
    .tuple(fc.tuple(...KNOWN_FIELDS.map((k) => validOf(k))), fc.array(fc.tuple(fc.constantFrom(...KNOWN_FIELDS), bad), { maxLength: 2 }))
    .map(([values, changes]) => {
      const fields = new Map<string, unknown>(KNOWN_FIELDS.map((k, i) => [k, values[i]]));
      for (const [k, v] of changes) fields.set(k, v);
      return [...fields].filter(([, v]) => v !== DROP);
    });
  const random = fc.subarray(KNOWN_FIELDS).chain((keys) => fc.tuple(...keys.map((k) => one(k).map((v): [string, unknown] => [k, v]))));
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...KNOWN_FIELDS), fc.string({ maxLength: 12 })),
      json ? fc.oneof(hostileString, wrongType) : hostileString,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.oneof({ weight: 3, arbitrary: nearlyValid }, { weight: 1, arbitrary: random }), extra).map(([a, b]) => [...a, ...b]);
}

/** Index into the test's prepared file contents (real images, fakes, polyglots, bombs). */
interface FilePart {
  field: string;
  content: number;
  filename: string;
  type: string | undefined;
}
const filePartArb = (contents: number): fc.Arbitrary<FilePart> =>
  fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FILE_FIELDS) }, { weight: 1, arbitrary: hostileString.filter((s) => s.length < 200) }),
    content: fc.nat({ max: contents - 1 }),
    filename: fc.oneof(
      fc.constantFrom('photo.jpg', 'IMG_0001.JPG', '../../evil.jpg', 'x.svg', 'a"b.jpg', 'nul\u0000.png', 'फोटो.jpg', ''),
      fc.string({ maxLength: 30 }),
    ),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', undefined),
  });

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; fields: Array<[string, unknown]> }
  | { kind: 'raw'; contentType: string | undefined; body: string }
  | { kind: 'multipart'; fields: Array<[string, unknown]>; files: FilePart[]; truncate: number | null; boundaryInHeader: 'ok' | 'missing' | 'wrong' };

const RAW_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=zz',
  'image/jpeg',
  'application/octet-stream',
  'application/vnd.api+json',
  undefined,
];
const RAW_BODIES = [
  '',
  'null',
  '"just a string"',
  '12',
  '[]',
  '[{"name":"x"}]',
  '{',
  '{"name":',
  '{"name":"x",}',
  "{'name':'x'}",
  '{"__proto__":{"isAdmin":true},"name":"x"}',
  '{"constructor":{"prototype":{"isAdmin":true}},"name":"x"}',
  '{"name":"x","name":"y"}',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  '{"price":1e999}',
  '{"handled":"true"}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  'name=x&title=y&price=1',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  '\u0000\u0001\u0002',
  '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n',
];

/** `fileField`: where the route expects its photo. */
const bodyArb = (contents: number, fileField: string): fc.Arbitrary<BodySpec> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: fieldsArb(true).map((fields) => ({ kind: 'json' as const, fields })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(...RAW_CONTENT_TYPES),
          body: fc.oneof(
            fc.constantFrom(...RAW_BODIES),
            fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
            hostileString,
          ),
        })
        .map((r) => ({ kind: 'raw' as const, ...r })),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({
          fields: fieldsArb(false),
          files: fc.oneof(
            { weight: 1, arbitrary: fc.array(filePartArb(contents), { maxLength: 4 }) },
            // A real new photo where the route expects it, sometimes with hostile company.
            {
              weight: 2,
              arbitrary: fc
                .array(filePartArb(contents), { maxLength: 1 })
                .map((more) => [{ field: fileField, content: 0, filename: 'photo.jpg', type: 'image/jpeg' as string | undefined }, ...more]),
            },
          ),
          // Sometimes cut off anywhere: a connection dropped mid-upload.
          truncate: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 999 }).map((n) => n / 1000) }),
          boundaryInHeader: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'missing', 'wrong'),
        })
        .map((r) => ({ kind: 'multipart' as const, ...r })),
    },
  );

export type IdSpec = { kind: 'literal'; raw: string } | { kind: 'ref'; to: RefKind; upper: boolean };
/** `own`: the kind of record the route's :id names, used most often. */
const idArb = (own: RefKind | undefined): fc.Arbitrary<IdSpec> =>
  fc.oneof(
    {
      weight: own ? 4 : 0,
      arbitrary: fc.record({ kind: fc.constant('ref' as const), to: fc.constant(own ?? 'category'), upper: fc.nat({ max: 4 }).map((n) => n === 0) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('ref' as const), to: fc.constantFrom(...REF_KINDS), upper: fc.boolean() }) },
    {
      weight: 3,
      arbitrary: hostileString
        .filter((s) => s.length < 10_000)
        .map((s) => ({ kind: 'literal' as const, raw: encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '..', '.', '%2e%2e%2f', 'a%2Fb', '%00', 'x?y=1', '%23')
        .map((raw) => ({ kind: 'literal' as const, raw })),
    },
  );

export type QuerySpec = string | Array<[string, string | Ref]>;

/** A query string: known keys with hostile values (encoded when sent), repeated keys, or broken escapes as they are. */
const queryArb: fc.Arbitrary<QuerySpec> = fc.oneof(
  fc.constant(''),
  fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('category', 'subcategory', 'categoryId', 'favorite', 'discounted', 'q', 'sort', 'limit', 'offset', 'user', 'entity', ...HOSTILE_KEYS),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        hostileString.filter((s) => s.length < 5000),
        fc.constant(new Ref('category')),
        fc.constantFrom('1', '0', '24', '-1', '1.5', '600', 'price-asc', 'newest'),
      ),
    ),
    { minLength: 1, maxLength: 5 },
  ),
  fc.constantFrom(
    'a=%',
    'limit=%zz',
    '&&&=&',
    'q=%00',
    'limit=1&limit=2',
    'category=a&category=b',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'q=' + 'x'.repeat(20_000),
  ),
);

export interface RequestSpec {
  auth: boolean;
  crossSite: boolean;
  id: IdSpec;
  query: QuerySpec;
  body: BodySpec;
}

export const requestArb = (contents: number, own: RefKind | undefined, fileField: string): fc.Arbitrary<RequestSpec> =>
  fc.record({
    auth: fc.boolean(),
    crossSite: fc.nat({ max: 9 }).map((n) => n === 0),
    id: idArb(own),
    query: queryArb,
    body: bodyArb(contents, fileField),
  });
