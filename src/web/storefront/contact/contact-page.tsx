import { whatsappLink } from '../../../contract/whatsapp.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { ContactForm } from './contact-form.tsx';
import * as m from '../i18n/messages.ts';
import { addressOf, nameOf, shopNameOf } from '../lib/localized.ts';
import { OwnedText } from '../components/owned-text.tsx';

const LINK = 'inline-flex min-h-11 items-center text-brand-700 underline';

/** The contact page: the shop's details (N/A where missing, as in the footer) and a form that reaches it. */
export default function ContactPage() {
  const { data: site } = useSiteConfig();
  const shop = shopNameOf(site);
  const address = addressOf(site);
  useTitle(pageTitle(m.contactUs, nameOf(site).text));
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:grid-cols-2">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-semibold">
          {m.contactUs}
        </h1>
        <p className="mt-2 text-stone-700">
          {m.contactIntroBefore}
          <OwnedText value={shop} />
          {m.contactIntroAfter}
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] items-center gap-x-4">
          <dt className="font-medium">{m.phone}</dt>
          <dd>
            {site?.phone ? (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                {site.phone}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center">{m.notAvailable}</span>
            )}
          </dd>
          <dt className="font-medium">{m.email}</dt>
          <dd className="min-w-0 break-words">
            {site?.email ? (
              <a href={`mailto:${site.email}`} className={LINK}>
                {site.email}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center">{m.notAvailable}</span>
            )}
          </dd>
          <dt className="font-medium">{m.address}</dt>
          <dd>
            <address lang={address.text ? address.lang : undefined} className="py-2.5 whitespace-pre-line not-italic">
              {address.text || m.notAvailable}
            </address>
          </dd>
        </dl>
        <p className="mt-6">
          <a
            href={whatsappLink(site?.phone, m.chatFromContact(shopNameOf(site).text))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full bg-green-700 px-5 font-medium text-white hover:bg-green-800"
          >
            {m.chatOnWhatsapp}
          </a>
        </p>
      </section>
      <ContactForm />
    </div>
  );
}
