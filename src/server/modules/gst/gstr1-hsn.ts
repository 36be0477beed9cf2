import { rupees, type Gstr1HsnRow } from '../../../contract/gstr1.ts';
import { addTo, noSums, rateNumber, type BillFacts, type Sums } from './gstr1-bills.ts';

/** SAC codes (services) begin with 99: the portal takes no unit or quantity for them. */
const isService = (code: string) => code.startsWith('99');

/**
 * The summary's description: the portal takes at most 30 characters of letters, digits, spaces and
 * _ @ . / & -, so anything else (Devanagari, brackets, a colon) becomes a space. A description with
 * nothing left says what the code is.
 */
function hsnDescription(text: string, code: string): string {
  const kept = text
    .replace(/[^ A-Za-z0-9_@./&-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
  return kept || (isService(code) ? 'Services' : 'Goods');
}

interface HsnGroup extends Sums {
  code: string;
  description: string;
  uqc: string;
  quantity: number;
  millis: bigint;
}

/**
 * Table 12, one half (B2B or B2C): one row per code, unit and rate, summed over the bills' lines. A
 * service's row has the unit "NA" and quantity 0; goods count their pieces in the bill's unit.
 */
export function hsnRows(bills: readonly BillFacts[]): Gstr1HsnRow[] {
  const groups = new Map<string, HsnGroup>();
  for (const line of bills.flatMap((b) => b.lines)) {
    const service = isService(line.hsn);
    const uqc = service ? 'NA' : line.uqc;
    const key = `${line.hsn}|${uqc}|${line.millis}`;
    const group = groups.get(key) ?? {
      code: line.hsn,
      description: hsnDescription(line.description, line.hsn),
      uqc,
      quantity: 0,
      millis: line.millis,
      ...noSums(),
    };
    if (!service) group.quantity += line.quantity;
    addTo(group, line);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.uqc < b.uqc ? -1 : a.uqc > b.uqc ? 1 : Number(a.millis - b.millis)))
    .map((g, i) => ({
      num: i + 1,
      hsn_sc: g.code,
      desc: g.description,
      uqc: g.uqc,
      qty: g.quantity,
      rt: rateNumber(g.millis),
      txval: rupees(g.txval),
      iamt: rupees(g.iamt),
      samt: rupees(g.samt),
      camt: rupees(g.camt),
      csamt: 0,
    }));
}
