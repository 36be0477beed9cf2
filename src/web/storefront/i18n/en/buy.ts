/** Pricing, quoting and the quote page: item page, quote builder, proofs, payments, bills (see ../en.ts). */
export {};
