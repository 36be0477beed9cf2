const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface FinancialYear {
  /** The calendar year in which it starts (1 April, India time). */
  startYear: number;
  /** "2026-27", as GST returns name it. */
  label: string;
  /** "26-27", for invoice numbers (at most 16 characters). */
  short: string;
}

/** The Indian financial year (April to March) of an instant, read on an Indian clock: 31 March 23:59 IST is still the old year. */
export function financialYearOf(at: Date): FinancialYear {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return { startYear, label: `${startYear}-${end}`, short: `${String(startYear % 100).padStart(2, '0')}-${end}` };
}
