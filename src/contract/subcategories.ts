import { z } from 'zod';
import { file, form, idText, text } from './fields.ts';
import { NAME_HI, translationsInput } from './translations.ts';

/** The name in Hindi: JSON text {"hi":{"name":"…"}} in the form; absent keeps it. */
const translations = translationsInput(NAME_HI).optional();

const REQUIRED = 'Please provide name, image, and select a category.';
const EDIT_REQUIRED = 'Name and category are required.';
export const INVALID_CATEGORY = 'Invalid category.';

/** POST /api/subcategories (multipart: name, categoryId, image); checked in the order the old form did. */
export const SubcategoryCreateSchema = form({
  name: text('name', 100, 'Name', REQUIRED),
  image: file(REQUIRED),
  categoryId: idText('categoryId', REQUIRED, INVALID_CATEGORY),
  translations,
});

/** PUT /api/subcategories/{id} (multipart: name, categoryId, optional image). */
export const SubcategoryEditSchema = form({
  name: text('name', 100, 'Name', EDIT_REQUIRED),
  categoryId: idText('categoryId', EDIT_REQUIRED, INVALID_CATEGORY),
  image: z.unknown().optional(),
  translations,
});

/** GET /api/subcategories?categoryId=: a malformed id matches nothing rather than failing the page. */
export const SubcategoryQuerySchema = z.object({ categoryId: z.unknown().optional() });
