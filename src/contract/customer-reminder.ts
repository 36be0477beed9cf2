import { formatRupees } from './money.ts';
import type { Lang } from './translations.ts';

/**
 * The reminder of what a customer owes (issue 31, item 2), sent from the owner's own WhatsApp in the
 * language the customer asked in. The Hindi words are in customer-reminder-hi.ts. Amounts as
 * everywhere: ₹12,34,567.50, Latin digits.
 */
export interface ReminderWords {
  hello: (name: string) => string;
  balance: (shop: string, amount: string) => string;
  since: (days: number) => string;
  jobs: string;
  thanks: string;
}

const reminderWordsEn: ReminderWords = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  balance: (shop, amount) => `Your balance due${shop ? ` at ${shop}` : ''} is ${amount}.`,
  since: (days) => `The oldest bill has been due for ${days} ${days === 1 ? 'day' : 'days'}.`,
  jobs: 'Your orders:',
  thanks: 'Please pay at your convenience. Thank you!',
};

export interface ReminderNews {
  name: string;
  shop: string;
  /** Exact decimal text. */
  balance: string;
  oldestDueDays: number | null;
  /** Each job's label and its page's full address. */
  jobs: { label: string; url: string }[];
  lang: Lang;
}

/** The message, line by line; the words come from `words`, chosen by the caller for the customer's language. */
export function reminderText(news: ReminderNews, words: ReminderWords = reminderWordsEn): string {
  const lines = [words.hello(news.name), words.balance(news.shop, formatRupees(news.balance))];
  if (news.oldestDueDays !== null && news.oldestDueDays > 0) lines.push(words.since(news.oldestDueDays));
  if (news.jobs.length) lines.push('', words.jobs, ...news.jobs.map((j) => `${j.label}: ${j.url}`));
  lines.push('', words.thanks);
  return lines.join('\n');
}
