import { reminderText } from '../../../contract/customer-reminder.ts';
import { reminderWordsHi } from '../../../contract/customer-reminder-hi.ts';
import type { ReminderAnswer } from '../../../contract/customers.ts';
import { toPaise } from '../../../contract/money.ts';
import { signedText } from '../../../contract/payments.ts';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import type { Database } from '../../db/database.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { jobLabel, summarise, type Account } from './accounts.ts';
import { logReminder } from './customers.repository.ts';

/** Links in one message at most: a long list of links reads as spam, and the newest are the ones in question. */
const MAX_LINKS = 5;

/** The jobs not yet paid for (a bill, or else the price, above what was paid on it), newest first. */
function owingJobs(account: Account) {
  const billOf = new Map(account.bills.map((b) => [b.quoteId, b.totalPaise]));
  return account.jobs.filter((j) => {
    if (j.status === 'cancelled') return false;
    const owed = billOf.get(j.id) ?? (j.final_price === null ? 0n : toPaise(j.final_price));
    const paid = account.payments.filter((p) => p.quoteId === j.id).reduce((sum, p) => sum + p.amountPaise, 0n);
    return owed > paid;
  });
}

/**
 * The reminder for a customer who owes something: the balance in their language, their jobs' pages
 * (/hi/quote/… for a Hindi customer), and its wa.me link; the reminder is logged with the balance it
 * named and who sent it. Undefined when nothing is owed.
 */
export async function remind(db: Database, account: Account, origin: string, user: { id: string; name: string } | null): Promise<ReminderAnswer | undefined> {
  const { summary, balancePaise } = summarise(account);
  if (balancePaise <= 0n) return undefined;
  const [site] = await listSiteConfigs(db);
  const hindi = summary.lang === 'hi';
  const page = hindi ? '/hi/quote/' : '/quote/';
  const jobs = owingJobs(account)
    .slice(0, MAX_LINKS)
    .map((j) => ({ label: jobLabel(j), url: `${origin}${page}${j.token}` }));
  const news = {
    name: summary.name,
    shop: site?.name ?? '',
    balance: signedText(balancePaise),
    oldestDueDays: summary.oldestDueDays,
    jobs,
    lang: summary.lang,
  };
  const message = reminderText(news, hindi ? reminderWordsHi : undefined);
  await logReminder(db, account.phone, balancePaise, user);
  return { message, whatsappUrl: whatsappLink(account.phone, message) };
}
