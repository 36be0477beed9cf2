import { Link } from 'react-router';
import { useSiteConfig } from '../lib/queries.ts';

const QUICK_LINKS = [
  ['/', 'Home'],
  ['/allCategories', 'Categories'],
  ['/contact', 'Contact Us'],
] as const;

export function Footer() {
  const { data: site, isPending } = useSiteConfig();
  const name = isPending ? 'Loading...' : (site?.name ?? '');
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section>
          <h2 className="site-footer-heading">Quick Links</h2>
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
          <h2 className="site-footer-heading">Contact</h2>
          <p>
            Email:{' '}
            {site?.email ? (
              <a href={`mailto:${site.email}`} className="site-footer-link">
                {site.email}
              </a>
            ) : (
              'N/A'
            )}
          </p>
          <p>
            Phone:{' '}
            {site?.phone ? (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="site-footer-link">
                {site.phone}
              </a>
            ) : (
              'N/A'
            )}
          </p>
        </section>
        <section>
          {name && <h2 className="site-footer-heading">{name}</h2>}
          <address className="whitespace-pre-line not-italic">{site?.address ?? ''}</address>
        </section>
      </div>
      <p className="site-footer-copy">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
