import { z } from 'zod';
import { file, form, text } from './fields.ts';

const REQUIRED = 'Name and image required.';

/** POST /api/categories (multipart: name, image). */
export const CategoryCreateSchema = form({ name: text('name', 100, 'Name', REQUIRED), image: file(REQUIRED) });

/** PUT /api/categories/{id} (multipart: name, optional image). */
export const CategoryEditSchema = form({ name: text('name', 100, 'Name', 'Name required.'), image: z.unknown().optional() });
