import { z } from 'zod';
import { gstRateField, hsnField } from './billing/item-tax.ts';
import { file, form, text } from './fields.ts';
import { NAME_HI, translationsInput } from './translations.ts';

/** The name in Hindi: JSON text {"hi":{"name":"…"}} in the form; absent keeps it. */
const translations = translationsInput(NAME_HI).optional();

const REQUIRED = 'Name and image required.';
/** For the bill (issue 28): the code and rate of its listings that set none; absent keeps them, blank clears. */
const tax = { hsn: hsnField().optional(), gstRate: gstRateField().optional() };

/** POST /api/categories (multipart: name, image, optional hsn and gstRate). */
export const CategoryCreateSchema = form({ name: text('name', 100, 'Name', REQUIRED), image: file(REQUIRED), translations, ...tax });

/** PUT /api/categories/{id} (multipart: name, optional image, hsn and gstRate). */
export const CategoryEditSchema = form({ name: text('name', 100, 'Name', 'Name required.'), image: z.unknown().optional(), translations, ...tax });
