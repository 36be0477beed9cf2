import type { ReminderWords } from './customer-reminder.ts';

/** The reminder in Hindi, for reminderText (customer-reminder.ts). */
export const reminderWordsHi: ReminderWords = {
  hello: (name) => (name ? `नमस्ते ${name} जी,` : 'नमस्ते,'),
  balance: (shop, amount) => `${shop ? `${shop} में ` : ''}आपका बकाया ${amount} है।`,
  since: (days) => `सबसे पुराना बिल ${days} दिन से बाकी है।`,
  jobs: 'आपके ऑर्डर:',
  thanks: 'कृपया सुविधा अनुसार भुगतान करें। धन्यवाद!',
};
