import { useSiteConfig } from '../lib/queries.ts';

const NETWORKS = [
  ['fb', 'Facebook'],
  ['insta', 'Instagram'],
  ['twitter', 'Twitter'],
  ['linkedIn', 'LinkedIn'],
] as const;

/** The shop's social links; hidden when it has none. Only web addresses become links. */
export function SocialStrip() {
  const { data: site } = useSiteConfig();
  const links = NETWORKS.flatMap(([key, label]) => {
    const href = site?.[key] ?? '';
    return /^https?:\/\//i.test(href) ? [{ key, label, href }] : [];
  });
  if (!links.length) return null;
  return (
    <nav aria-label="Social media" className="social-strip">
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
