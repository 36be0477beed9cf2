import { DEFAULT_PRINTING_SETTINGS, type PrintingSettings, type PrintingSettingsInput } from '../../../contract/printing.ts';
import { toPaise } from '../../../contract/money.ts';
import { fromPaise } from '../../../contract/price-estimate.ts';
import type { Database } from '../../db/database.ts';

/** A sheet as stored: its cost in whole paise (issue 29's `costPaise`), which items 4 and 5 read. */
export interface StoredSheet {
  name: string;
  widthMm: number;
  heightMm: number;
  costPaise: number;
}
export interface StoredPrintingSettings {
  sheets: StoredSheet[];
  marginMm: number;
  wastagePercent: number;
}

const DEFAULTS: StoredPrintingSettings = {
  ...DEFAULT_PRINTING_SETTINGS,
  sheets: DEFAULT_PRINTING_SETTINGS.sheets.map(({ cost, ...sheet }) => ({ ...sheet, costPaise: Number(toPaise(cost)) })),
};

/** The settings as kept (defaults until the owner saves them once). */
export async function readPrinting(db: Database): Promise<StoredPrintingSettings> {
  const row = await db.selectFrom('printing_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULTS;
  return { sheets: JSON.parse(row.sheets) as StoredSheet[], marginMm: Number(row.margin_mm), wastagePercent: Number(row.wastage_percent) };
}

/** The owner's answer: costs as exact rupee text. */
export const printingAnswer = (s: StoredPrintingSettings): PrintingSettings => ({
  ...s,
  sheets: s.sheets.map(({ costPaise, ...sheet }) => ({ ...sheet, cost: fromPaise(BigInt(costPaise)) })),
});

export async function savePrinting(db: Database, input: PrintingSettingsInput): Promise<StoredPrintingSettings> {
  const settings: StoredPrintingSettings = {
    sheets: input.sheets.map(({ cost, ...sheet }) => ({ ...sheet, costPaise: Number(toPaise(cost)) })),
    marginMm: input.marginMm,
    wastagePercent: input.wastagePercent,
  };
  const values = { sheets: JSON.stringify(settings.sheets), margin_mm: settings.marginMm, wastage_percent: settings.wastagePercent };
  await db
    .insertInto('printing_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return settings;
}
