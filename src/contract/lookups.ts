import { z } from 'zod';

/** The seven small lists; the key is the path segment of their calls (/api/{kind}/add). */
export const LOOKUP_KINDS = ['titles', 'prices', 'instas', 'sizes', 'seots', 'seods', 'seoks'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const LookupSchema = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });
export type Lookup = z.infer<typeof LookupSchema>;
export const LookupListSchema = z.object({ success: z.literal(true), result: z.array(LookupSchema) });

/** "exist" / "notexist", the answer of every add call of a lookup (and addUser). */
export const ExistAnswerSchema = z.enum(['exist', 'notexist']);
