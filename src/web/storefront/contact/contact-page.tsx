import { whatsappLink } from '../../../contract/whatsapp.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { DEFAULT_SHOP_NAME, pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { ContactForm } from './contact-form.tsx';

const LINK = 'inline-flex min-h-11 items-center text-brand-700 underline';

/** The contact page: the shop's details (N/A where missing, as in the footer) and a form that reaches it. */
export default function ContactPage() {
  const { data: site } = useSiteConfig();
  const name = site?.name || DEFAULT_SHOP_NAME;
  useTitle(pageTitle('Contact Us', site?.name));
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:grid-cols-2">
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-2xl font-semibold">
          Contact Us
        </h1>
        <p className="mt-2 text-stone-700">Questions about a design, a quantity or a price? Write to {name} and we will reply soon.</p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] items-center gap-x-4">
          <dt className="font-medium">Phone</dt>
          <dd>
            {site?.phone ? (
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                {site.phone}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center">N/A</span>
            )}
          </dd>
          <dt className="font-medium">Email</dt>
          <dd className="min-w-0 break-words">
            {site?.email ? (
              <a href={`mailto:${site.email}`} className={LINK}>
                {site.email}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center">N/A</span>
            )}
          </dd>
          <dt className="font-medium">Address</dt>
          <dd>
            <address className="py-2.5 whitespace-pre-line not-italic">{site?.address || 'N/A'}</address>
          </dd>
        </dl>
        <p className="mt-6">
          <a
            href={whatsappLink(site?.phone, `Hello ${name}, I have a question.`)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full bg-green-700 px-5 font-medium text-white hover:bg-green-800"
          >
            Chat on WhatsApp
          </a>
        </p>
      </section>
      <ContactForm />
    </div>
  );
}
