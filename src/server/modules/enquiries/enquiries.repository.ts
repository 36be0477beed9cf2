import type { Enquiry, EnquiryInput } from '../../../contract/enquiries.ts';
import type { Database } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import { langOf } from '../../../contract/translations.ts';
import type { EnquiriesTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader } from '../../lib/record-reader.ts';

const toEnquiry = (r: Selectable<EnquiriesTable>): Enquiry => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  handled: Boolean(r.handled),
  lang: langOf(r.lang),
  createdAt: r.created_at,
});

export const { list: listEnquiries, find: findEnquiry } = recordReader((db) => db.selectFrom('enquiries').selectAll(), toEnquiry);

export async function createEnquiry(db: Database, input: Pick<EnquiryInput, 'name' | 'email' | 'message' | 'lang'>): Promise<Enquiry> {
  // Named one by one: the parsed input also carries the honeypot, which has no column.
  const { name, email, message, lang } = input;
  const row: Selectable<EnquiriesTable> = { id: newId(), name, email, message, handled: 0, lang, created_at: nowIso() };
  await db.insertInto('enquiries').values(row).execute();
  return toEnquiry(row);
}

/** The enquiry as it then is; undefined when no such enquiry exists. */
export async function setHandled(db: Database, id: string, handled: boolean): Promise<Enquiry | undefined> {
  const result = await db
    .updateTable('enquiries')
    .set({ handled: handled ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? findEnquiry(db, id) : undefined;
}

export async function deleteEnquiry(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
