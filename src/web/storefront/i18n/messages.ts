/**
 * The storefront's texts: `import * as m from '…/i18n/messages.ts'`, then `m.menu`, `m.homeOf(name)`.
 * This file is English; the Hindi builds (WEB_LANG=hi, vite.config.ts) resolve it to hi.ts instead.
 * Tests and `npm run dev` use English unless they ask for Hindi (see messages.test.ts).
 */
export * from './en.ts';
