import type { StatementKind } from '../../../contract/customers.ts';
import { formatDay } from '../../../contract/ist-time.ts';
import type { Lang } from '../../../contract/translations.ts';

/** The statement's words in the customer's language: the PDF is theirs to keep. Dates and amounts stay in Latin digits. */
export interface StatementWords {
  title: string;
  customer: string;
  phone: string;
  gstin: string;
  period: (from: string, to: string) => string;
  columns: { date: string; particulars: string; debit: string; credit: string; balance: string };
  kinds: Record<StatementKind, string>;
  broughtForward: string;
  closing: string;
  /** The part of a closing balance below zero that advances on jobs not yet billed cover. */
  advance: string;
  inCredit: string;
  ageing: string;
  buckets: [string, string, string, string];
  none: string;
  page: (n: number) => string;
}

const en: StatementWords = {
  title: 'Statement of account',
  customer: 'Customer',
  phone: 'Phone',
  gstin: 'GSTIN',
  period: (from, to) => `From ${formatDay(from)} to ${formatDay(to)}`,
  columns: { date: 'Date', particulars: 'Particulars', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
  kinds: { opening: 'Opening balance', bill: 'Bill', payment: 'Payment', reversal: 'Payment reversed' },
  broughtForward: 'Balance brought forward',
  closing: 'Balance due',
  advance: 'Advance received for work not yet billed',
  inCredit: 'In your credit',
  ageing: 'Due by age',
  buckets: ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'],
  none: 'No entries in this period.',
  page: (n) => `Page ${n}`,
};

const hi: StatementWords = {
  title: 'खाते का विवरण',
  customer: 'ग्राहक',
  phone: 'फ़ोन',
  gstin: 'GSTIN',
  period: (from, to) => `${formatDay(from)} से ${formatDay(to)} तक`,
  columns: { date: 'तारीख', particulars: 'विवरण', debit: 'नामे', credit: 'जमा', balance: 'शेष' },
  kinds: { opening: 'प्रारंभिक शेष', bill: 'बिल', payment: 'भुगतान', reversal: 'भुगतान वापसी' },
  broughtForward: 'पिछला शेष',
  closing: 'कुल बकाया',
  advance: 'अग्रिम भुगतान (बिल अभी बनना है)',
  inCredit: 'आपके खाते में जमा',
  ageing: 'बकाया की अवधि',
  buckets: ['0–30 दिन', '31–60 दिन', '61–90 दिन', '90 दिन से अधिक'],
  none: 'इस अवधि में कोई प्रविष्टि नहीं।',
  page: (n) => `पृष्ठ ${n}`,
};

export const statementWords = (lang: Lang): StatementWords => (lang === 'hi' ? hi : en);
