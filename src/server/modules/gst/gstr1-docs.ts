import type { Gstr1DocRange } from '../../../contract/gstr1.ts';

interface Series {
  bills: Array<{ number: string; serial: number; voided: boolean }>;
}

/**
 * Table 13: the month's bill numbers, from–to, one range per series (the number without its serial,
 * "INV/26-27/": the prefix may change within a month, while the serial runs on through the year).
 * Every bill of the month counts, a voided one as cancelled, so the range has no gap to explain.
 */
export function documentRanges(bills: ReadonlyArray<{ number: string; voided: boolean }>): Gstr1DocRange[] {
  const series = new Map<string, Series>();
  for (const bill of bills) {
    const match = /^(.*?)(\d+)$/.exec(bill.number);
    const key = match ? match[1]! : bill.number;
    const entry = series.get(key) ?? { bills: [] };
    entry.bills.push({ number: bill.number, serial: match ? Number(match[2]) : 0, voided: bill.voided });
    series.set(key, entry);
  }
  const ranges = [...series.values()].map((s) => s.bills.sort((a, b) => a.serial - b.serial));
  return ranges
    .sort((a, b) => a[0]!.serial - b[0]!.serial)
    .map((bills, i) => {
      const cancel = bills.filter((b) => b.voided).length;
      return { num: i + 1, from: bills[0]!.number, to: bills.at(-1)!.number, totnum: bills.length, cancel, net_issue: bills.length - cancel };
    });
}
