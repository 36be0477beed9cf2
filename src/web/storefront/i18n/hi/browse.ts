/** Hindi of ../en/browse.ts. */
export {};
