import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { enquiryText, whatsappEn, whatsappLink } from '../../../contract/whatsapp.ts';
import { whatsappHi } from '../../../contract/whatsapp-hi.ts';
import { countTap } from '../lib/count.ts';
import { listingFacts } from '../lib/listing-facts.ts';
import * as m from '../i18n/messages.ts';
import { localized } from '../lib/localized.ts';

/**
 * The prefilled chat message in the page's language: the item's title (the owner's Hindi one on Hindi
 * pages, when there is one), price (the discounted one when there is one), quantity and link. The Hindi
 * words leave the English build: `m.lang` is a constant there.
 */
export function enquiryMessage(listing: Listing, url: string): string {
  const { price, minimumOrder } = listingFacts(listing);
  const title = localized(listing.title, listing.translations?.hi?.title).text;
  return enquiryText({ title, price, quantity: minimumOrder, url }, m.lang === 'hi' ? whatsappHi : whatsappEn);
}

/**
 * "Enquire on WhatsApp", to the shop's configured phone. The server knows only the path; the full
 * address is filled in after hydration (an effect, so the first render matches the server's).
 */
export function WhatsAppEnquiry({ listing, phone }: { listing: Listing; phone: string | undefined }) {
  const { pathname } = useLocation();
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <a
      href={whatsappLink(phone, enquiryMessage(listing, origin + m.prefix + pathname))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => countTap('whatsapp', listing._id)}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
    >
      {m.enquireOnWhatsApp}
    </a>
  );
}
