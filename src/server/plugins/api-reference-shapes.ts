/** JSON Schema as a developer reads it: a TypeScript-like shape, and the limits in words. */

export type Schema = Record<string, unknown>;

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const literal = (value: unknown) => JSON.stringify(value);
const INDENT = '  ';

/** `{ _id: string, price?: string | null, images: string[] }`, over several lines for objects. */
export function shape(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if ('const' in schema) return literal(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map((s) => shape(s, depth)).join(' | ');
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length > 1) return types.map((type) => shape({ ...schema, type }, depth)).join(' | ');
  if (schema.type === 'array') {
    const item = shape(schema.items as Schema | undefined, depth);
    return item.includes(' | ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' || schema.properties) {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    const extra = schema.additionalProperties;
    if (properties.length === 0) return typeof extra === 'object' ? `{ [key: string]: ${shape(extra as Schema, depth)} }` : 'object';
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const pad = INDENT.repeat(depth + 1);
    const lines = properties.map(([key, value]) => `${pad}${key}${required.has(key) ? '' : '?'}: ${shape(value, depth + 1)}`);
    return `{\n${lines.join(',\n')}\n${INDENT.repeat(depth)}}`;
  }
  if (schema.format === 'binary') return 'file';
  return types[0] ?? 'any';
}

/** The limits a value must keep to, in a few words ("1–100 characters", "at most 10"). */
export function limits(schema: Schema): string[] {
  const notes: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const safe = (n: unknown) => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;
    if (safe(min) && safe(max)) notes.push(`${min}–${max}${unit}`);
    else if (safe(min)) notes.push(`at least ${min}${unit}`);
    else if (safe(max)) notes.push(`at most ${max}${unit}`);
  };
  if (schema.minLength === 1 && schema.maxLength === undefined) notes.push('not blank');
  else range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  range(schema.minimum, schema.maximum, '');
  if (typeof schema.pattern === 'string') notes.push(`matches ${schema.pattern}`);
  if (typeof schema.format === 'string' && schema.format !== 'binary') notes.push(schema.format);
  if (schema.default !== undefined) notes.push(`default ${literal(schema.default)}`);
  return notes;
}
