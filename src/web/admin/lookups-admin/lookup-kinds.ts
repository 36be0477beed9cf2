import type { LookupKind } from '../../../contract/lookups.ts';

/** One single-input form (spec §2, §8): its route, heading, what it sends and its alerts, verbatim. */
export interface LookupForm {
  path: string;
  kind: LookupKind;
  heading: string;
  /** The field's accessible name (the placeholder is "Title Name" on every form, as the spec has it). */
  label: string;
  /** The body key: {price} for prices, {name} for the others. */
  key: 'name' | 'price';
  exists: string;
  added: string;
  failed: string;
  /** Heading of the list of values already saved. */
  listTitle: string;
}

const form = (
  path: string,
  kind: LookupKind,
  heading: string,
  label: string,
  word: string,
  listTitle: string,
  failed = 'Something went wrong',
): LookupForm => ({
  path,
  kind,
  heading,
  label,
  key: kind === 'prices' ? 'price' : 'name',
  exists: `${word} already exists`,
  added: `${word} added successfully`,
  failed,
  listTitle,
});

export const LOOKUP_FORMS: readonly LookupForm[] = [
  form('/addtitle', 'titles', 'Add Title', 'Title', 'Title', 'Saved titles'),
  form('/addprice', 'prices', 'Add Price', 'Price', 'Price', 'Saved prices'),
  form('/addinsta', 'instas', 'Add InstaURL', 'Instagram URL', 'URL', 'Saved Instagram URLs'),
  form('/addsize', 'sizes', 'Add Size', 'Size', 'Size', 'Saved sizes'),
  form('/addseot', 'seots', 'Add SEOTitle', 'SEO title', 'SEOT', 'Saved SEO titles'),
  form('/addseod', 'seods', 'Add SEODes', 'SEO description', 'SEOD', 'Saved SEO descriptions'),
  // The spec gives the SEO keyword form its own failure text.
  form('/addseok', 'seoks', 'Add SEOKeyword', 'SEO keyword', 'SEOK', 'Saved SEO keywords', 'wrong details'),
];

/** The form of a path (routes match without regard to case, so neither does this). */
export const lookupFormFor = (pathname: string): LookupForm =>
  LOOKUP_FORMS.find((f) => f.path === pathname.toLowerCase().replace(/\/+$/, '')) ?? LOOKUP_FORMS[0]!;
