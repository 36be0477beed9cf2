import { fromPaise } from '../../../contract/price-estimate.ts';
import type { AuditedEntity } from '../audit/audit.entities.ts';
import { amountsOf, modelFromJson } from './invoice-model.ts';
import { findInvoiceRow } from './invoices.service.ts';

/** How the activity log reads a bill (decision 046). */
export const invoiceAudit: AuditedEntity = {
  read: async (db, id) => {
    const bill = await findInvoiceRow(db, id);
    if (!bill) return undefined;
    const model = modelFromJson(bill.model, bill.voided_at !== null);
    return {
      title: bill.number,
      customer: model.customer.name,
      total: fromPaise(amountsOf(model).grandTotalPaise),
      void: bill.voided_at !== null,
      voidReason: bill.void_reason,
    };
  },
};
