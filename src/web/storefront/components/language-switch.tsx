import { useLocation } from 'react-router';
import * as m from '../i18n/messages.ts';

/** A year: the choice is remembered for the next visit to / (src/server/plugins/language-choice.ts). */
const REMEMBER = ';path=/;max-age=31536000;samesite=lax';

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page in the other language. A plain
 * link, not the router's: the other language is another build (decision 030), so it loads afresh.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = m.lang === 'hi' ? 'en' : 'hi';
  const href = (m.lang === 'hi' ? '' : '/hi') + pathname + search;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      title={m.otherLanguageLabel}
      onClick={() => (document.cookie = `lang=${other}${REMEMBER}`)}
      className="site-language"
    >
      {m.otherLanguage}
    </a>
  );
}
