import { z } from 'zod';
import { file, form, text } from './fields.ts';
import { NAME_HI, translationsInput } from './translations.ts';

/** The name in Hindi: JSON text {"hi":{"name":"…"}} in the form; absent keeps it. */
const translations = translationsInput(NAME_HI).optional();

const REQUIRED = 'Name and image required.';

/** POST /api/categories (multipart: name, image). */
export const CategoryCreateSchema = form({ name: text('name', 100, 'Name', REQUIRED), image: file(REQUIRED), translations });

/** PUT /api/categories/{id} (multipart: name, optional image). */
export const CategoryEditSchema = form({ name: text('name', 100, 'Name', 'Name required.'), image: z.unknown().optional(), translations });
