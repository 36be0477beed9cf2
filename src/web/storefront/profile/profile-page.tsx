import { Link } from 'react-router';
import { BottomNav } from '../components/bottom-nav.tsx';
import { logoSrc } from '../../shared/components/responsive-image.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { MapEmbed } from './map-embed.tsx';
import { mapQuery, oneLine } from './profile-bio.ts';
import * as m from '../i18n/messages.ts';
import { addressOf, nameOf, shopNameOf } from '../lib/localized.ts';
import { OwnedText } from '../components/owned-text.tsx';

const DEFAULT_LOGO = '/default-logo.png';
const LINK = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-medium';

/** The spec's "Business profile": everything on it comes from the site configuration. */
export default function ProfilePage() {
  const { data: site } = useSiteConfig();
  const name = shopNameOf(site);
  const address = addressOf(site);
  const place = mapQuery(site);
  useTitle(pageTitle(m.profile, nameOf(site).text));
  return (
    <div className="min-h-dvh pb-20">
      <main className="mx-auto max-w-xl px-4 pt-8">
        <div className="flex flex-col items-center text-center">
          <img
            src={site?.logo ? logoSrc(site.logo, 256) : DEFAULT_LOGO}
            onError={(e) => {
              if (!e.currentTarget.src.endsWith(DEFAULT_LOGO)) e.currentTarget.src = DEFAULT_LOGO;
            }}
            alt={m.logoOf(name.text)}
            width={128}
            height={128}
            fetchPriority="high"
            className="size-32 rounded-full border-4 border-white bg-white object-cover shadow-md"
          />
          <h1 lang={name.lang} className="mt-4 text-2xl font-semibold">
            {name.text}
          </h1>
          <p className="mt-2 text-stone-700">
            {/* The bio (profile-bio.ts), its owner's words in the page's language: name, what the shop makes, where. */}
            <OwnedText value={name} />
            {m.profileMakes}
            {address.text.trim() && (
              <>
                {' '}
                <OwnedText value={{ ...address, text: oneLine(address.text) }} />
              </>
            )}
          </p>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/list" className={`${LINK} bg-brand-600 text-white hover:bg-brand-700`}>
              {m.seeOurDesigns}
            </Link>
            <Link to="/contact" className={`${LINK} border border-stone-300 bg-white hover:border-brand-600`}>
              {m.contactUsButton}
            </Link>
          </p>
        </div>
        {place && <MapEmbed query={place} />}
        <p className="mt-8 text-center text-sm text-stone-600">
          {m.copyrightYear(new Date().getFullYear())} <OwnedText value={name} />. {m.allRightsReserved}
        </p>
      </main>
      <BottomNav />
    </div>
  );
}
