import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findState } from '../../../contract/billing/gst-states.ts';
import { Gstr1Schema, type Gstr1 } from '../../../contract/gstr1.ts';
import { amountsOf } from '../invoices/invoice-model.ts';
import type { MonthBill } from '../invoices/bills-of-month.ts';
import { buildGstr1 } from './gstr1-file.ts';
import { billSpec, billTotals, customerGstin, fileTotals, modelOf, numbered, paiseOf, SHOP_GSTIN, type BillSpec } from './gstr1.test-support.ts';

const AT = '2026-11-10T06:30:00.000Z';
const spec = (fields: Partial<BillSpec> = {}): BillSpec => ({
  pricePaise: 1180_00n,
  quantity: 200,
  rate: '18',
  hsn: '4909',
  uqc: 'NOS',
  description: 'Wedding card (Paper: Glossy)',
  gstin: null,
  state: null,
  voided: false,
  ...fields,
});
const bills = (...specs: BillSpec[]) => numbered(specs, 1, specs.length, () => AT);
const file = (list: readonly MonthBill[], month = '2026-11', defaultHsn = ''): Gstr1 => {
  const built = buildGstr1({ gstin: SHOP_GSTIN, month, bills: list, defaultHsn });
  if (!built.ok) throw new Error(`no HSN on ${built.withoutHsn.join(', ')}`);
  return Gstr1Schema.parse(built.file);
};

describe('the GSTR-1 of a month, bill by bill', () => {
  it('writes the header as the offline tool does, and leaves out what is empty', () => {
    expect(file([])).toEqual({ gstin: SHOP_GSTIN, fp: '112026', version: 'GST3.2.4', hash: 'hash' });
    expect(Object.keys(file(bills(spec(), spec({ gstin: customerGstin('29') }))))).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cs',
      'doc_issue',
      'hsn',
    ]);
  });

  it('puts a bill to a GSTIN in B2B: its date in India, its value with the round off, CGST and SGST within the state', () => {
    const ctin = customerGstin('27', 'AAACR5055K');
    // 31 Oct 20:00 UTC is 1 Nov in India.
    const [bill] = numbered([spec({ gstin: ctin, pricePaise: 999_99n })], 42, 1, () => '2026-10-31T20:00:00.000Z');
    const a = amountsOf(bill!.model);
    expect(file([bill!]).b2b).toEqual([
      {
        ctin,
        inv: [
          {
            inum: 'INV/26-27/0042',
            idt: '01-11-2026',
            val: 999.99,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              {
                num: 1801,
                itm_det: { txval: Number(a.taxablePaise) / 100, rt: 18, camt: Number(a.cgstPaise) / 100, samt: Number(a.sgstPaise) / 100, csamt: 0 },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('puts an inter-state bill to an unregistered buyer above ₹1,00,000 in B2CL (from August 2024; ₹2,50,000 before), at it or below in B2CS', () => {
    const list = bills(
      spec({ state: 'Karnataka', pricePaise: 1_00_000_01n }),
      spec({ state: 'Karnataka', pricePaise: 1_00_000_00n }),
      spec({ state: 'Maharashtra', pricePaise: 2_00_000_00n }),
    );
    const nov = file(list);
    expect(nov.b2cl).toEqual([{ pos: '29', inv: [expect.objectContaining({ inum: 'INV/26-27/0001', val: 100000.01 })] }]);
    expect(nov.b2cl![0]!.inv[0]!.itms[0]!.itm_det).toEqual({ txval: expect.any(Number), rt: 18, iamt: expect.any(Number), csamt: 0 });
    expect(nov.b2cs!.map((r) => [r.sply_ty, r.pos, r.rt, r.typ])).toEqual([
      ['INTRA', '27', 18, 'OE'],
      ['INTER', '29', 18, 'OE'],
    ]);
    expect(file(list, '2024-07').b2cl).toBeUndefined();
    expect(file(list, '2024-08').b2cl).toHaveLength(1);
  });

  it('sums B2CS by place of supply, rate and supply type; a bill without a state is within the shop’s', () => {
    const out = file(bills(spec({ pricePaise: 118_00n }), spec({ pricePaise: 236_00n, state: 'Maharashtra' }), spec({ pricePaise: 105_00n, rate: '5' })));
    expect(out.b2cs).toEqual(
      [
        { sply_ty: 'INTRA', rt: 18, typ: 'OE', pos: '27', txval: 300, camt: 27, samt: 27, csamt: 0 },
        { sply_ty: 'INTRA', rt: 5, typ: 'OE', pos: '27', txval: 100, camt: 2.5, samt: 2.5, csamt: 0 },
      ].sort((a, b) => a.rt - b.rt),
    );
  });

  it('splits the HSN summary into B2B and B2C; a service (SAC 99…) has the unit NA and quantity 0', () => {
    const out = file(
      bills(
        spec({ gstin: customerGstin('29'), quantity: 500, uqc: 'PCS' }),
        spec({ quantity: 300 }),
        spec({ quantity: 100 }),
        spec({ hsn: '998912', quantity: 7, description: 'शादी का कार्ड छपाई' }),
      ),
    );
    expect(out.hsn!.hsn_b2b!.map((r) => [r.num, r.hsn_sc, r.uqc, r.qty, r.rt])).toEqual([[1, '4909', 'PCS', 500, 18]]);
    expect(out.hsn!.hsn_b2c!.map((r) => [r.num, r.hsn_sc, r.desc, r.uqc, r.qty, r.txval])).toEqual([
      [1, '4909', 'Wedding card Paper Glossy', 'NOS', 400, 2000],
      [2, '998912', 'Services', 'NA', 0, 1000],
    ]);
    expect(out.hsn!.hsn_b2b![0]).toEqual(expect.objectContaining({ iamt: 180, camt: 0, samt: 0, csamt: 0 }));
  });

  it('writes one HSN table (`data`) for a month before May 2025, as the offline tool did then', () => {
    const list = bills(spec({ gstin: customerGstin('29') }), spec());
    expect(Object.keys(file(list, '2025-04').hsn!)).toEqual(['data']);
    expect(file(list, '2025-04').hsn!.data!.map((r) => [r.hsn_sc, r.qty])).toEqual([['4909', 400]]);
    expect(Object.keys(file(list, '2025-05').hsn!)).toEqual(['hsn_b2b', 'hsn_b2c']);
  });

  it('counts every number in the documents issued, a voided bill as cancelled and in no other table; a new prefix is a new range', () => {
    const list = numbered([spec(), spec({ voided: true }), spec(), spec({ voided: true, gstin: customerGstin('29') })], 9, 3, () => AT);
    const out = file(list);
    expect(out.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          doc_typ: 'Invoices for outward supply',
          docs: [
            { num: 1, from: 'INV/26-27/0009', to: 'INV/26-27/0011', totnum: 3, cancel: 1, net_issue: 2 },
            { num: 2, from: 'SGP/26-27/0012', to: 'SGP/26-27/0012', totnum: 1, cancel: 1, net_issue: 0 },
          ],
        },
      ],
    });
    expect(out.b2b).toBeUndefined();
    expect(out.b2cs).toEqual([expect.objectContaining({ txval: 2000 })]);
  });

  it('reports a bill of supply or a plain bill (made before the shop chose regular GST) in the documents only', () => {
    const out = file(bills(spec({ mode: 'composition' }), spec({ mode: 'none' })));
    expect(out.b2cs).toBeUndefined();
    expect(out.hsn).toBeUndefined();
    expect(out.doc_issue!.doc_det[0]!.docs[0]!.totnum).toBe(2);
  });

  it('reports a line without an HSN/SAC code under the default code, and names the bills when there is none', () => {
    const list = bills(spec({ hsn: null }), spec({ hsn: '' }), spec());
    expect(buildGstr1({ gstin: SHOP_GSTIN, month: '2026-11', bills: list, defaultHsn: '' })).toEqual({
      ok: false,
      withoutHsn: ['INV/26-27/0001', 'INV/26-27/0002'],
    });
    expect(file(list, '2026-11', '4911').hsn!.hsn_b2c!.map((r) => r.hsn_sc)).toEqual(['4909', '4911']);
  });
});

describe('a month of random bills', () => {
  // What could go wrong: a bill in two tables or none, a paisa lost to floats or rounding, a voided bill
  // counted as a supply, a number missing from the documents issued.
  it('agrees with its bills to the paisa, table by table and in the HSN summary; counts every number', () => {
    fc.assert(
      fc.property(fc.array(billSpec(), { maxLength: 40 }), fc.integer({ min: 1, max: 9000 }), fc.nat(), (specs, first, cut) => {
        const list = numbered(specs, first, cut % (specs.length + 1), () => AT);
        const out = file(list);
        const expected = billTotals(list);
        const { sections, hsn } = fileTotals(out);
        expect(sections).toEqual(expected);
        expect(hsn).toEqual(expected);

        const standing = list.filter((b) => !b.voided);
        const invoices = new Map([...(out.b2b ?? []).flatMap((c) => c.inv), ...(out.b2cl ?? []).flatMap((s) => s.inv)].map((i) => [i.inum, i]));
        for (const bill of standing) {
          const a = amountsOf(bill.model);
          const large = !bill.model.customer.gstin && a.interState && a.grandTotalPaise > 1_00_000_00n;
          const listed = invoices.get(bill.number);
          expect(Boolean(listed), bill.number).toBe(Boolean(bill.model.customer.gstin) || large);
          if (listed) expect(paiseOf(listed.val)).toBe(a.grandTotalPaise);
        }
        for (const b of list.filter((x) => x.voided)) expect(invoices.has(b.number)).toBe(false);
        for (const c of out.b2b ?? []) for (const inv of c.inv) expect(list.find((b) => b.number === inv.inum)!.model.customer.gstin).toBe(c.ctin);
        for (const s of out.b2cl ?? []) expect(s.pos).not.toBe(findState('Maharashtra')!.code);

        const docs = out.doc_issue?.doc_det[0]?.docs ?? [];
        expect(docs.reduce((n, d) => n + d.totnum, 0)).toBe(list.length);
        expect(docs.reduce((n, d) => n + d.cancel, 0)).toBe(list.length - standing.length);
        expect(docs.every((d) => d.net_issue === d.totnum - d.cancel)).toBe(true);
        const serial = (n: string) => Number(n.split('/').at(-1));
        for (const b of list)
          expect(docs.some((d) => d.from.slice(0, 3) === b.number.slice(0, 3) && serial(d.from) <= serial(b.number) && serial(b.number) <= serial(d.to))).toBe(
            true,
          );
      }),
      { numRuns: 150 },
    );
  });

  it('agrees on one big bill of many pieces, where taxes split across two unit prices', () => {
    const list = bills(spec({ pricePaise: 2_99_999_99n, quantity: 4999, state: 'Delhi', rate: '28' }), spec({ pricePaise: 1n, quantity: 1, rate: '5' }));
    expect(fileTotals(file(list)).sections).toEqual(billTotals(list));
    expect(modelOf(spec({ pricePaise: 2_99_999_99n, quantity: 4999 }), 'x', new Date(AT)).lines).toHaveLength(2);
  });
});
