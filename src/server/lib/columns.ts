/**
 * The contract names a record's fields as its columns in camelCase (discountPrice ↔ discount_price),
 * so one rule maps both ways and a new field needs no line here.
 */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

/** The columns of `values`, keeping which ones are optional. */
export type Columns<T> = { [K in keyof T as K extends string ? Snake<K> : K]: Stored<Exclude<T[K], undefined>> };
/** Lists and objects are kept as JSON text. */
type Stored<V> = V extends null ? V : V extends object ? string : V;

const snake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

/**
 * What was given, as columns: an undefined value is left out (kept on edit, the column's default on
 * create); a list or an object is stored as JSON text (the contract's schema reads it back).
 */
export function columnsOf<T extends object>(values: T): Columns<T> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [snake(k), v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
  ) as Columns<T>;
}

/**
 * A row's columns as the contract's fields, for a schema to parse (which drops what it does not
 * name). A driver may answer a 64-bit integer as a bigint: every such column becomes a number.
 */
export function fieldsOf(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), typeof v === 'bigint' ? Number(v) : v]));
}
