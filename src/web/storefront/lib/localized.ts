import * as m from '../i18n/messages.ts';

/**
 * The owner's text in the page's language: on a Hindi page the Hindi version when the owner wrote one
 * (not blank), else the English with `lang: 'en'` (the element says so: screen readers and search
 * engines read it as English); an English page always shows the English, with no lang of its own.
 */
export function localized(english: string, hindi: string | undefined): { text: string; lang?: 'en' } {
  if (m.lang !== 'hi') return { text: english };
  return hindi?.trim() ? { text: hindi } : { text: english, lang: 'en' };
}
