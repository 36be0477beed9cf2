import { MM_PER_INCH } from '../../../contract/print-size.ts';

/** Millimetres to PDF points (1 pt = 1/72 in). */
export const pt = (mm: number): number => (mm * 72) / MM_PER_INCH;
