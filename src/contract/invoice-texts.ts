/**
 * The visitor's texts about the bill (issue 18), zod-free so that the quote page may use them; in one
 * place for the Hindi that comes later.
 */
export const BILL_TEXTS = {
  download: 'Download bill',
  number: (number: string) => `Bill ${number} (PDF)`,
} as const;
