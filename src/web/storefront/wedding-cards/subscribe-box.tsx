import { useState } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { nameOf } from '../lib/localized.ts';
import * as m from '../i18n/messages.ts';

/**
 * The spec's subscribe box does nothing. The shop sends no newsletter, so instead of a fake
 * "subscribed!" it says so, and points to the ways that do reach the shop.
 */
export function SubscribeBox() {
  const { data: site } = useSiteConfig();
  const [asked, setAsked] = useState(false);
  const chat = whatsappLink(site?.phone, m.chatFromSubscribe(nameOf(site).text));
  return (
    <section aria-labelledby="subscribe-heading" className="mx-auto mt-4 max-w-6xl px-4">
      <div className="rounded-lg bg-brand-50 p-5 text-center">
        <h2 id="subscribe-heading" className="text-lg font-semibold">
          {m.stayUpdated}
        </h2>
        <p className="mb-3 text-sm text-stone-600">{m.stayUpdatedText}</p>
        <form
          className="mx-auto flex max-w-md flex-col gap-2 sm:flex-row"
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(true);
          }}
        >
          <label htmlFor="subscribe-email" className="sr-only">
            {m.emailAddress}
          </label>
          <input
            id="subscribe-email"
            type="email"
            required
            autoComplete="email"
            placeholder={m.yourEmailAddress}
            className="min-h-11 flex-1 rounded-md border border-stone-300 bg-white px-3"
          />
          <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-5 font-medium text-white hover:bg-brand-700">
            {m.subscribe}
          </button>
        </form>
        {asked && (
          <p role="status" className="mt-3 text-sm">
            {m.noEmailUpdatesBefore}
            <a href={chat} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              WhatsApp
            </a>
            {m.noEmailUpdatesBetween}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              {m.contactPage}
            </Link>
            {m.noEmailUpdatesAfter}
          </p>
        )}
      </div>
    </section>
  );
}
