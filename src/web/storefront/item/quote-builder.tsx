import { useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { estimatePrice } from '../../../contract/price-estimate.ts';
import { listingFacts } from '../lib/listing-facts.ts';
import * as m from '../i18n/messages.ts';
import { EstimateLine, OptionGroups, PriceTiers, QuantityField, readQuantity } from './quote-price.tsx';
import { QuoteTexts } from './quote-preview.tsx';
import { QuoteRequest } from './quote-request.tsx';

/** Every option starts at its first choice (what the server assumes for an option left out). */
const firstChoices = (listing: Listing) => Object.fromEntries(listing.options.flatMap((o) => (o.choices[0] ? [[o.name, o.choices[0].label]] : [])));

/**
 * The quote builder under the item's price: quantity, options, the explained estimate, the
 * visitor's texts on a live preview, and "Request quote". The estimate comes from the contract's
 * estimatePrice, the very function the server prices the stored quote with. Rendered on the
 * server as well (its first state is the listing's minimum order and first choices).
 */
export function QuoteBuilder({ listing }: { listing: Listing }) {
  const [quantityText, setQuantityText] = useState(() => String(Math.max(1, listingFacts(listing).minimumOrder)));
  const [choices, setChoices] = useState(() => firstChoices(listing));
  const [texts, setTexts] = useState<Record<string, string>>({});
  const quantity = readQuantity(quantityText);
  const result = estimatePrice(listing, quantity, choices);
  const least = listingFacts(listing).minimumOrder;
  const problem = result.ok ? '' : m.estimateProblem(quantity, least, result.error);

  return (
    <section aria-labelledby="quote-builder" className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="quote-builder" className="text-lg font-semibold">
        {m.priceYourOrder}
      </h2>
      <QuantityField value={quantityText} error={problem} onChange={setQuantityText} />
      <PriceTiers listing={listing} quantity={quantity} />
      <OptionGroups listing={listing} chosen={choices} onChoose={(option, label) => setChoices((c) => ({ ...c, [option]: label }))} />
      <EstimateLine result={result} />
      {listing.fields.length > 0 && <QuoteTexts listing={listing} texts={texts} onText={(key, text) => setTexts((t) => ({ ...t, [key]: text }))} />}
      <QuoteRequest order={{ listingId: listing._id, quantity, choices, texts, lang: m.lang }} problem={problem} />
    </section>
  );
}
