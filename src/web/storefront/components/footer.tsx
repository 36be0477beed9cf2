import { Link } from 'react-router';
import * as m from '../i18n/messages.ts';
import { addressOf, nameOf } from '../lib/localized.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { OwnedText } from './owned-text.tsx';

const QUICK_LINKS = [
  ['/', m.home],
  ['/allCategories', m.categories],
  ['/contact', m.contactUs],
] as const;

export function Footer() {
  const { data: site, isPending } = useSiteConfig();
  const shop = nameOf(site);
  const name = isPending ? { text: m.loadingDots } : shop;
  const address = addressOf(site);
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section>
          <h2 className="site-footer-heading">{m.quickLinks}</h2>
          <ul>
            {QUICK_LINKS.map(([to, text]) => (
              <li key={to}>
                <Link to={to} className="site-footer-link">
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="site-footer-heading">{m.footerContact}</h2>
          <p>
            {m.footerEmail}{' '}
            {site?.email ? (
              <a href={`mailto:${site.email}`} className="site-footer-link">
                {site.email}
              </a>
            ) : (
              m.notAvailable
            )}
          </p>
          <p>
            {m.footerPhone}{' '}
            {site?.phone ? (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="site-footer-link">
                {site.phone}
              </a>
            ) : (
              m.notAvailable
            )}
          </p>
        </section>
        <section>
          {name.text && (
            <h2 lang={name.lang} className="site-footer-heading">
              {name.text}
            </h2>
          )}
          <address lang={address.lang} className="whitespace-pre-line not-italic">
            {address.text}
          </address>
        </section>
      </div>
      <p className="site-footer-copy">
        {m.copyrightYear(new Date().getFullYear())} <OwnedText value={name} />. {m.allRightsReserved}
      </p>
    </footer>
  );
}
