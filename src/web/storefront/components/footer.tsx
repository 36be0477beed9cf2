import { Link } from 'react-router';
import { useSiteConfig } from '../lib/queries.ts';

const QUICK_LINKS = [
  ['/', 'Home'],
  ['/allCategories', 'Categories'],
  ['/contact', 'Contact Us'],
] as const;

const link = 'inline-flex min-h-11 items-center hover:text-white hover:underline';

export function Footer() {
  const { data: site, isPending } = useSiteConfig();
  const name = isPending ? 'Loading...' : (site?.name ?? '');
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section>
          <h2 className="mb-2 font-semibold text-white">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map(([to, text]) => (
              <li key={to}>
                <Link to={to} className={link}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">Contact</h2>
          <p>
            Email:{' '}
            {site?.email ? (
              <a href={`mailto:${site.email}`} className={link}>
                {site.email}
              </a>
            ) : (
              'N/A'
            )}
          </p>
          <p>
            Phone:{' '}
            {site?.phone ? (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={link}>
                {site.phone}
              </a>
            ) : (
              'N/A'
            )}
          </p>
        </section>
        <section>
          {name && <h2 className="mb-2 font-semibold text-white">{name}</h2>}
          <address className="whitespace-pre-line not-italic">{site?.address ?? ''}</address>
        </section>
      </div>
      <p className="site-footer-copy">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
