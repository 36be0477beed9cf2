/** The site's frame and the language itself (see ../en.ts). */

/** The language of this build: `<html lang>`, the switch and the dates. */
export const lang: 'en' | 'hi' = 'en';
/** The path prefix of this language's pages ('' for English, the default). */
export const prefix: '' | '/hi' = '';
/** Locale for dates ("12 February 2027"); prices stay en-IN in both languages (₹12,34,567.50). */
export const dateLocale: string = 'en-IN';

// The language switch in the header: the other language's name, in that language.
export const otherLanguage = 'हिन्दी';
export const otherLanguageLabel = 'हिन्दी में पढ़ें';

// The site's frame.
export const skipToContent = 'Skip to content';
export const menu = 'Menu';
export const mainMenu = 'Main';
export const home = 'Home';
export const homeOf = (shop: string) => `${shop}, home`;
