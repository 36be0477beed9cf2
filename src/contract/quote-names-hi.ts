import { z } from 'zod';
import type { PersonalField, ProductOption } from './selling.ts';

/**
 * A quote keeps what was asked in English: the title, the option names with the chosen choices, and
 * each zone's label (they are the stable keys). Its answers carry the listing's Hindi names as they
 * are now, as they carry its Hindi title (decision 025, addendum), so a Hindi customer's page and
 * the messages to them name everything in Hindi where the owner has written it.
 */
export const QuoteTranslationsSchema = z
  .object({
    hi: z
      .object({
        title: z.string().optional(),
        /** By the English option name: its Hindi name and the chosen choice's Hindi label, each where written. */
        choices: z.record(z.string(), z.object({ name: z.string().optional(), label: z.string().optional() })).optional(),
        /** By zone key: the zone's Hindi label. */
        texts: z.record(z.string(), z.string()).optional(),
      })
      .optional(),
  })
  .optional();
type QuoteNamesHi = NonNullable<NonNullable<z.infer<typeof QuoteTranslationsSchema>>['hi']>;

/** The Hindi names the listing has for this quote's choices and zones; `{}` when it has none. */
export function quoteNamesHi(
  listing: { options: ProductOption[]; fields: PersonalField[] },
  quote: { choices: Record<string, string>; texts: { key: string }[] },
): Pick<QuoteNamesHi, 'choices' | 'texts'> {
  const choices: NonNullable<QuoteNamesHi['choices']> = {};
  for (const [name, label] of Object.entries(quote.choices)) {
    const option = listing.options.find((o) => o.name === name);
    const hiName = option?.translations?.hi?.name;
    const hiLabel = option?.choices.find((c) => c.label === label)?.translations?.hi?.label;
    if (hiName || hiLabel) choices[name] = { ...(hiName ? { name: hiName } : {}), ...(hiLabel ? { label: hiLabel } : {}) };
  }
  const texts: Record<string, string> = {};
  for (const { key } of quote.texts) {
    const label = listing.fields.find((f) => f.key === key)?.translations?.hi?.label;
    if (label) texts[key] = label;
  }
  return { ...(Object.keys(choices).length ? { choices } : {}), ...(Object.keys(texts).length ? { texts } : {}) };
}

interface NamedQuote {
  listingTitle: string;
  choices: Record<string, string>;
  texts: { key: string; label: string; text: string }[];
  translations?: z.infer<typeof QuoteTranslationsSchema>;
}

/**
 * The quote as a Hindi message names it: the Hindi title, option names, choices and zone labels
 * where written, the English ones elsewhere. Two options the owner gave the same Hindi name keep
 * their English names, so neither line is lost.
 */
export function quoteInHindi<Q extends NamedQuote>(quote: Q): Q {
  const hi = quote.translations?.hi;
  const choices: Record<string, string> = {};
  for (const [name, label] of Object.entries(quote.choices)) {
    const names = hi?.choices?.[name];
    const shown = names?.name && !(names.name in choices) ? names.name : name;
    choices[shown] = names?.label ?? label;
  }
  const texts = quote.texts.map((t) => ({ ...t, label: hi?.texts?.[t.key] ?? t.label }));
  return { ...quote, listingTitle: hi?.title ?? quote.listingTitle, choices, texts };
}
