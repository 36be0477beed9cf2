import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle, socialLinks } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import * as m from '../i18n/messages.ts';
import { nameOf, shopNameOf } from '../lib/localized.ts';
import { OwnedText } from '../components/owned-text.tsx';

/** "facebook.com/shop" from "https://www.facebook.com/shop/": what the visitor will open. */
function shortUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return href;
  }
}

/** The shop's social links (fb, insta, twitter, linkedIn); an empty one is left out, only web addresses become links. */
export default function SocialMediaPage() {
  const { data: site, isPending } = useSiteConfig();
  const shop = shopNameOf(site);
  const name = <OwnedText value={shop} />;
  useTitle(pageTitle(m.socialMediaTitle, nameOf(site).text));
  const links = socialLinks(site);
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{m.socialMediaTitle}</h1>
      {links.length ? (
        <>
          <p className="mt-2 text-stone-700">
            {m.followBefore}
            {name}
            {m.followAfter}
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {links.map(({ key, label, href }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-14 items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 hover:border-brand-600"
                >
                  <span className="font-medium">{label}</span>
                  <span className="min-w-0 truncate text-sm text-stone-600">{shortUrl(href)}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        !isPending && (
          <p className="mt-2 text-stone-700">
            {name}
            {m.noSocialLinksAfter}
          </p>
        )
      )}
    </section>
  );
}
