import type { HiInput } from '../../contract/translations.ts';

/**
 * The Hindi fields a write sent, as their columns (docs/decisions/025): a field not sent is left out
 * (kept on edit, null on create), one sent blank is null.
 */
export function hindiColumns<K extends string, C extends string>(
  sent: { hi: HiInput<K> } | undefined,
  columns: Record<K, C>,
): Partial<Record<C, string | null>> {
  const out: Partial<Record<C, string | null>> = {};
  for (const [field, column] of Object.entries(columns) as [K, C][]) {
    const value = sent?.hi[field];
    if (value !== undefined) out[column] = value;
  }
  return out;
}
