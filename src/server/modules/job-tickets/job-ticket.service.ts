import { TICKET_MESSAGES } from '../../../contract/job-tickets.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { findListing } from '../listings/listings.repository.ts';
import type { Preview } from '../previews/previews.service.ts';
import { findQuote } from '../quotes/quotes.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { shopDrawingLine } from '../invoices/drawing-line.ts';
import type { JobTicket } from './job-ticket-pdf.ts';
import { approvedPicture } from './ticket-picture.ts';
import { ticketSheet } from './ticket-sheet.ts';

export interface TicketDeps {
  db: Database;
  privateFiles: PrivateStore;
  previewOf: (listingId: string, query: Record<string, unknown>) => Promise<Preview | undefined>;
}

/** The job's screen in the back office (decision 035), what the ticket's QR code opens. */
const jobScreenUrl = (origin: string, quoteId: string) => `${origin}/admin/orders/${quoteId}`;

/**
 * A job's ticket as PDF bytes, with the file name it goes by. 404 for no such job, 409 before the
 * customer approved a version. Read first; then drawn in the shop's one line of PDF drawings (the
 * bills' line: a drawing holds the server for a few hundred ms), the same ticket asked twice at once
 * drawn once.
 */
export async function jobTicket(deps: TicketDeps, id: string, origin: string, sheetName?: string): Promise<{ pdf: Buffer; fileName: string }> {
  const { db } = deps;
  const quote = isId(id) ? await findQuote(db, id.toLowerCase()) : undefined;
  if (!quote) throw notFound(TICKET_MESSAGES.notFound);
  if (!quote.approvedAt) throw conflict(TICKET_MESSAGES.notApproved);
  const [[site], listing, sheet] = await Promise.all([
    listSiteConfigs(db),
    quote.listingId ? findListing(db, quote.listingId) : undefined,
    ticketSheet(db, quote._id, sheetName),
  ]);
  const approved = quote.proofs.findLast((p) => p.status === 'approved');
  const orderNumber = quote.orderNumber ?? `#${quote._id.slice(0, 8)}`;
  const key = `ticket:${quote._id}:${quote.updatedAt}:${sheet?.name ?? ''}`;
  const pdf = await shopDrawingLine(db).run(
    key,
    async () => {
      const ticket: JobTicket = {
        shopName: site?.name ?? '',
        orderNumber,
        customer: { name: quote.name, phone: quote.phone },
        item: quote.listingTitle,
        itemHi: quote.translations?.hi?.title ?? null,
        choices: Object.entries(quote.choices),
        texts: quote.texts,
        quantity: quote.quantity,
        sheet,
        sides: listing?.print?.sides ?? null,
        dueOn: quote.dueOn,
        late: quote.late,
        approval: { version: approved?.version ?? 1, at: approved?.approval?.at ?? quote.approvedAt! },
        picture: await approvedPicture(db, deps.privateFiles, deps.previewOf, quote),
        jobUrl: jobScreenUrl(origin, quote._id),
        printedAt: new Date(),
      };
      // pdfkit is loaded with the first ticket, not at start (decision 031).
      const { renderJobTicket } = await import('./job-ticket-pdf.ts');
      return renderJobTicket(ticket);
    },
    TICKET_MESSAGES.busy,
  );
  return { pdf, fileName: `ticket-${orderNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf` };
}
