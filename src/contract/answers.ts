import { z } from 'zod';

/**
 * The frame every stored record is answered in: `_id` first and `createdAt` last, as the old API
 * ordered them (a parsed answer keeps the schema's key order), with the record's own fields between.
 */
export const storedRecord = <Fields extends z.ZodRawShape>(fields: Fields) => z.object({ _id: z.string(), ...fields, createdAt: z.string() });

/** Fields that are all plain text, in the order given (records such as the site's settings are little else). */
export const textFields = <const Key extends string>(...keys: Key[]) => Object.fromEntries(keys.map((key) => [key, z.string()])) as { [K in Key]: z.ZodString };

/** The envelope of the old API's list calls: `{ success: true, result: [...] }`. */
export const listAnswer = <Item extends z.ZodType>(item: Item) => z.object({ success: z.literal(true), result: z.array(item) });
