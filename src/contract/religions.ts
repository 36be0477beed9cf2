import { form, text } from './fields.ts';

/** What the religion forms send (multipart from the web, JSON from old clients). */
export const ReligionCreateSchema = form({
  // Two spaces: the spec's text, verbatim.
  name: text('name', 100, 'Name', 'Name  required.'),
});
export const ReligionEditSchema = form({ name: text('name', 100, 'Name', 'Name required.') });
