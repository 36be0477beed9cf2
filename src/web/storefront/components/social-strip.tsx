import { useSiteConfig } from '../lib/queries.ts';
import { socialLinks } from '../lib/site.ts';
import * as m from '../i18n/messages.ts';

/** The shop's social links; hidden when it has none. Only web addresses become links. */
export function SocialStrip() {
  const links = socialLinks(useSiteConfig().data);
  if (!links.length) return null;
  return (
    <nav aria-label={m.socialMedia} className="social-strip">
      <ul className="social-strip-list">
        {links.map(({ key, label, href }) => (
          <li key={key}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="social-link">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
