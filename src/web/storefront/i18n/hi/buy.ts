/** Hindi of ../en/buy.ts. */
export {};
