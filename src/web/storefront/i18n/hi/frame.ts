import type { Messages } from '../messages-type.ts';

/** Hindi of ../en/frame.ts. */
export const lang: Messages['lang'] = 'hi';
export const prefix: Messages['prefix'] = '/hi';
export const dateLocale: Messages['dateLocale'] = 'hi-IN';

export const otherLanguage: Messages['otherLanguage'] = 'English';
export const otherLanguageLabel: Messages['otherLanguageLabel'] = 'Read in English';

export const skipToContent: Messages['skipToContent'] = 'मुख्य सामग्री पर जाएँ';
export const menu: Messages['menu'] = 'मेन्यू';
export const mainMenu: Messages['mainMenu'] = 'मुख्य';
export const home: Messages['home'] = 'होम';
export const homeOf: Messages['homeOf'] = (shop) => `${shop}, होम`;
