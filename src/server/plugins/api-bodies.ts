import { z } from 'zod';

/** A file field of a form, under the name the form sends it. */
interface FormFile {
  required?: boolean;
  /** The field may repeat (several files). */
  many?: boolean;
  /** What the file must be; a photo by default. */
  description?: string;
}

/**
 * What a route that reads its body by hand (multipart forms) takes, for the API description only:
 * the route still parses the body itself, so this is never a `body` schema (Fastify would validate
 * the body against it before the handler reads the parts).
 */
export interface RequestForm {
  /** The text fields, as the contract parses them. */
  fields?: z.ZodType;
  /** The file fields, by their form name. */
  files?: Record<string, FormFile>;
  /** The same call also takes a JSON body: these fields (`true`: the form's text fields). */
  json?: z.ZodType | true;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart form a route reads by hand (see plugin./api-bodies.ts). */
    form?: RequestForm;
  }
}

type JsonSchema = Record<string, unknown>;

const PHOTO = 'A JPEG, PNG or WebP image.';

/** The input a zod schema accepts, as JSON Schema 2020-12 (the dialect of OpenAPI 3.1). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: bothSidesOfPipe,
  }) as JsonSchema;
  return json;
}

type Properties = Record<string, JsonSchema>;

/**
 * A form checked in two steps (first which fields are there, then each field: `a.pipe(b)`) takes
 * the fields of both steps, where zod describes only the first: both are shown, each field by the
 * step that says more of it.
 */
function bothSidesOfPipe(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType } } })._zod.def;
  if (def.type !== 'pipe' || !def.in || !def.out || def.in._zod.def.type === 'transform') return;
  const [first, then] = [inputJsonSchema(def.in), inputJsonSchema(def.out)];
  if (!first.properties || !then.properties) return;
  const properties: Properties = { ...(first.properties as Properties) };
  for (const [key, field] of Object.entries(then.properties as Properties)) {
    if (Object.keys(field).length > Object.keys(properties[key] ?? {}).length) properties[key] = field;
  }
  const required = [...new Set([...((first.required as string[]) ?? []), ...((then.required as string[]) ?? [])])];
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, { type: 'object', properties }, required.length ? { required } : {});
}

/**
 * The contract checks a picked file only for its presence (an `unknown`, or a list of them): such
 * keys are not text fields, and the files are described under their form names instead.
 */
const isFileSlot = (schema: unknown): boolean => {
  const s = schema as JsonSchema;
  return Object.keys(s).length === 0 || (s.type === 'array' && Object.keys((s.items as JsonSchema | undefined) ?? {}).length === 0);
};

function textFields(fields: z.ZodType | undefined): { properties: Record<string, unknown>; required: string[] } {
  if (!fields) return { properties: {}, required: [] };
  const json = inputJsonSchema(fields);
  const all = (json.properties ?? {}) as Record<string, unknown>;
  const properties = Object.fromEntries(Object.entries(all).filter(([, schema]) => !isFileSlot(schema)));
  const required = ((json.required ?? []) as string[]).filter((key) => key in properties);
  return { properties, required };
}

function fileSchema(file: FormFile): JsonSchema {
  const one = { type: 'string', format: 'binary', description: file.description ?? PHOTO };
  return file.many ? { type: 'array', items: one, description: `${one.description} The field may repeat.` } : one;
}

const objectSchema = (properties: Record<string, unknown>, required: string[]): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

/** The request body of OpenAPI: the multipart form, and the JSON body where the call takes one too. */
export function formRequestBody(form: RequestForm): { content: Record<string, { schema: JsonSchema }> } {
  const text = textFields(form.fields);
  const files = Object.entries(form.files ?? {});
  const multipart = objectSchema({ ...text.properties, ...Object.fromEntries(files.map(([name, file]) => [name, fileSchema(file)])) }, [
    ...text.required,
    ...files.filter(([, file]) => file.required).map(([name]) => name),
  ]);
  const content: Record<string, { schema: JsonSchema }> = { 'multipart/form-data': { schema: multipart } };
  if (form.json === true) content['application/json'] = { schema: objectSchema(text.properties, text.required) };
  else if (form.json) content['application/json'] = { schema: inputJsonSchema(form.json) };
  return { content };
}

/** An answer that is a file (a CSV, a feed, a picture) rather than JSON: what the description shows of it. */
export function fileAnswer(type: string, description: string) {
  const body = z.custom<string | Buffer>().meta({ type: 'string', contentMediaType: type });
  return { description, content: { [type]: { schema: body } } };
}
