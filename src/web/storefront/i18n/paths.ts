/** The pages' languages and their addresses (decision 030): English unprefixed, Hindi under /hi/. */
const HINDI_PREFIX = '/hi';

/** A page's path as its language's router sees it: /hi/list/3 → /list/3, /hi/ → /. */
export function languagePath(pathname: string, prefix: string): string {
  if (!prefix || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/** The address of a page (its path without prefix) in a language. */
export const pathIn = (lang: 'en' | 'hi', path: string): string => (lang === 'hi' ? HINDI_PREFIX + path : path);
