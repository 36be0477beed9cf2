import { signedText } from '../../../contract/payments.ts';
import type { AuditedEntity } from '../audit/audit.entities.ts';
import { findQuote } from './quotes.repository.ts';

/** How the activity log reads a quote, a proof and a payment (decision 046). */
export const quoteAudit: AuditedEntity = {
  read: async (db, id) => {
    const q = await findQuote(db, id);
    return q && { name: q.name, title: q.listingTitle, orderNumber: q.orderNumber, stage: q.stage, finalPrice: q.finalPrice, note: q.note, dueOn: q.dueOn };
  },
};

export const proofAudit: AuditedEntity = {
  read: async (db, id) => {
    const p = await db
      .selectFrom('quote_proofs')
      .innerJoin('quotes', 'quotes.id', 'quote_proofs.quote_id')
      .select(['quotes.name', 'quotes.listing_title', 'quotes.order_number', 'quote_proofs.version', 'quote_proofs.note', 'quote_proofs.attachment'])
      .where('quote_proofs.id', '=', id)
      .executeTakeFirst();
    return p && { name: p.name, title: p.listing_title, orderNumber: p.order_number, version: Number(p.version), note: p.note, pdf: p.attachment !== null };
  },
};

export const paymentAudit: AuditedEntity = {
  read: async (db, id) => {
    const p = await db
      .selectFrom('quote_payments')
      .innerJoin('quotes', 'quotes.id', 'quote_payments.quote_id')
      .select(['quotes.name', 'quotes.order_number', 'quote_payments.amount_paise', 'quote_payments.method', 'quote_payments.reference'])
      .select(['quote_payments.received_on', 'quote_payments.reason', 'quote_payments.to_check'])
      .where('quote_payments.id', '=', id)
      .executeTakeFirst();
    return (
      p && {
        name: p.name,
        orderNumber: p.order_number,
        amount: signedText(BigInt(p.amount_paise)),
        method: p.method,
        reference: p.reference,
        receivedOn: p.received_on,
        reason: p.reason,
        // A gateway payment the owner should look at (decision 044), until marked checked.
        toCheck: p.to_check,
      }
    );
  },
};
