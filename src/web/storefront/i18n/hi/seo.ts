/** Hindi of ../en/seo.ts. */
export {};
