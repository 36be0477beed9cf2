import * as m from '../i18n/messages.ts';

/**
 * The owner's text in the page's language: on Hindi pages its Hindi version when the owner gave one
 * (not blank), else the English marked `lang: 'en'` (so screen readers and search engines know it is
 * English); on English pages always the English, with no lang.
 */
export function localized(english: string, hindi: string | undefined): { text: string; lang?: 'en' } {
  if (m.lang !== 'hi') return { text: english };
  return hindi?.trim() ? { text: hindi } : { text: english, lang: 'en' };
}
