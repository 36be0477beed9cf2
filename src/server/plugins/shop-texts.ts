import type { Language } from './language-choice.ts';

/**
 * Words the server itself writes for visitors outside the pages (the install manifest, the offline
 * page), in both storefront languages (issue 19). The server does not import the web app, so these
 * repeat the storefront's own texts: DEFAULT_SHOP_NAME and DEFAULT_DESCRIPTION (src/web/storefront/
 * i18n/en/seo.ts and hi/seo.ts) must read the same.
 */
export const SHOP_TEXTS = {
  en: {
    defaultName: 'Print Shop',
    description: 'Custom wedding and occasion invitation cards, trophies, ID cards and more, made to order.',
    offlineTitle: 'You are offline',
    offlineNotSaved: 'This page has not been saved on this device yet, and it cannot be loaded without a connection.',
    offlineSeenBefore: 'Pages you have opened before still open offline. Check your connection and try again.',
    tryAgain: 'Try again',
    homePage: 'Home page',
  },
  hi: {
    defaultName: 'प्रिंट शॉप',
    description: 'शादी और हर मौक़े के निमंत्रण कार्ड, ट्रॉफ़ी, आईडी कार्ड और बहुत कुछ, आपके ऑर्डर पर बनाए जाते हैं।',
    offlineTitle: 'आप ऑफ़लाइन हैं',
    offlineNotSaved: 'यह पेज अभी इस डिवाइस पर सहेजा नहीं गया है, और इंटरनेट के बिना खुल नहीं सकता।',
    offlineSeenBefore: 'जो पेज आप पहले खोल चुके हैं, वे बिना इंटरनेट के भी खुलते हैं। अपना कनेक्शन देखें और फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    homePage: 'होम पेज',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The home page of a language's storefront: / or /hi/. */
export const homeOf = (lang: Language) => (lang === 'hi' ? '/hi/' : '/');

/** The shop's name as a page in a language shows it: `lang: 'en'` when a Hindi page falls back to the English name. */
export interface ShopName {
  text: string;
  lang?: 'en';
}

/**
 * The shop's name in a language: on Hindi pages the owner's Hindi name when there is one (not blank),
 * else the English one marked as English; without a name, the language's default.
 */
export function shopNameIn(lang: Language, english: string | undefined, hindi: string | undefined): ShopName {
  if (lang === 'hi' && hindi?.trim()) return { text: hindi.trim() };
  if (english?.trim()) return lang === 'hi' ? { text: english.trim(), lang: 'en' } : { text: english.trim() };
  return { text: SHOP_TEXTS[lang].defaultName };
}
