import { signedText } from '../../../contract/payments.ts';
import type { AuditedEntity } from '../audit/audit.entities.ts';
import { readOpenings, readReminders } from './customers.repository.ts';
import { accountOf } from './customers.service.ts';
import { summarise } from './accounts.ts';

/** How the activity log reads a customer (decision 046): their number, opening balance and the reminders sent. */
export const customerAudit: AuditedEntity = {
  read: async (db, id) => {
    const account = await accountOf(db, id);
    if (!account) return undefined;
    const [[row], reminders] = await Promise.all([readOpenings(db, account.id), readReminders(db, account.id)]);
    return {
      name: summarise(account).summary.name,
      phone: account.phone,
      openingBalance: row && row.on !== null ? signedText(row.paise) : null,
      openingOn: row?.on ?? null,
      reminders: reminders.length,
    };
  },
};
