/** The storefront's texts in Hindi: natural Hindi, not word for word (see en.ts). One file per part, as in English. */
export * from './hi/frame.ts';
export * from './hi/browse.ts';
export * from './hi/buy.ts';
export * from './hi/buy-quote.ts';
export * from './hi/buy-names.ts';
export * from './hi/seo.ts';
