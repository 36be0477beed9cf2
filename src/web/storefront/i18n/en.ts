/**
 * Every text a visitor reads on the storefront, in English (the spec's wording, verbatim). One
 * dictionary per language, flat `export const`s: a build per language (vite.config.ts, WEB_LANG)
 * resolves `messages.ts` to this file or to hi.ts, and the bundler inlines each text where it is used,
 * so no visitor downloads the other language and no lookup runs in the browser (decision 030).
 * hi.ts must export exactly these names with the same types (messages.test.ts, checked by tsc).
 * A text that depends on a number is a function (plurals differ between the languages).
 */

export * from './en/frame.ts';
export * from './en/browse.ts';
export * from './en/buy.ts';
export * from './en/buy-quote.ts';
export * from './en/buy-names.ts';
export * from './en/seo.ts';
