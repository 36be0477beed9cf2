import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees } from '../../../contract/money.ts';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { countTap } from '../lib/count.ts';
import { listingFacts } from '../lib/listing-facts.ts';
import * as m from '../i18n/messages.ts';

/** The prefilled chat message: the item's title, price (the discounted one when there is one), quantity and link. */
export function enquiryMessage(listing: Listing, url: string): string {
  // TODO(#19): pass m.lang (the contract's enquiryText with the Hindi labels and the Hindi title, once "content" merges).
  const { price, minimumOrder } = listingFacts(listing);
  return ['Hello, I would like to enquire about this item:', listing.title, `Price: ${formatRupees(price)}`, `Quantity: ${minimumOrder}`, url].join('\n');
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
