import type { StatementQuery } from '../../../contract/customers.ts';
import { shopToday } from '../../../contract/ist-time.ts';
import { paidAhead } from '../../../contract/paid-ahead.ts';
import { signedText } from '../../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { shopDrawingLine } from '../invoices/drawing-line.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { advanceOf, summarise, type Account } from './accounts.ts';
import { ageingOf, inOrder, periodOf } from './ledger.ts';
import type { Statement } from './statement-pdf.ts';

/**
 * The customer's statement of a period as PDF bytes, in their language: from the first entry (or the
 * day asked) to today (or the day asked), the balance brought forward from before it, and what is owed
 * by age as of its last day. Drawn in the shop's one line of PDF drawings, as bills and tickets are.
 */
export async function statementPdf(db: Database, account: Account, query: StatementQuery): Promise<{ pdf: Buffer; fileName: string }> {
  const today = shopToday();
  const to = query.to ?? today;
  const from = query.from ?? inOrder(account.entries)[0]?.day ?? to;
  const { summary } = summarise(account);
  const { broughtForward, rows, closing } = periodOf(account.entries, from, to);
  const { buckets } = ageingOf(
    account.entries.filter((e) => e.day <= to),
    to,
  );
  // Below zero, what advances on jobs still unbilled on its last day cover is no credit (decision 045).
  const ahead = paidAhead(-closing, advanceOf(account, to));
  const [site] = await listSiteConfigs(db);
  const statement: Statement = {
    shopName: site?.name ?? '',
    lang: summary.lang,
    customer: { name: summary.name, phone: summary.phone, gstin: summary.gstin },
    from: from <= to ? from : to,
    to,
    broughtForward: signedText(broughtForward),
    rows,
    closing: signedText(closing),
    ahead: { onJobs: signedText(ahead.onJobs), credit: signedText(ahead.credit) },
    ageing: buckets.map(signedText) as Statement['ageing'],
  };
  const key = `statement:${account.id}:${from}:${to}:${rows.length}:${closing}:${ahead.onJobs}`;
  const pdf = await shopDrawingLine(db).run(key, async () => {
    // pdfkit is loaded with the first drawing, not at start (decision 031).
    const { renderStatement } = await import('./statement-pdf.ts');
    return renderStatement(statement);
  });
  return { pdf, fileName: `statement-${summary.phone.replace(/\D/g, '')}-${from}-${to}.pdf` };
}
