import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { BillingSettings } from '../../../contract/billing-settings.ts';
import { ListingSchema } from '../../../contract/catalogue.ts';
import { isShopIncomplete, type ShopSetup } from '../../../contract/shop-setup.ts';
import { whatsappNumber } from '../../../contract/whatsapp.ts';
import { ADMIN_LISTINGS_KEY } from '../components/listing-form/listing-queries.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useBillingSettings } from '../lib/billing-settings.ts';
import { useAdminCategories } from '../lib/catalogue-queries.ts';
import { useShopConfigs } from '../lib/shop-configs.ts';

/** Beyond what visitors need (ShopSetup): what taking an order needs (issue 28): a chat, a UPI ID, the kind of bill. */
interface Checklist extends ShopSetup {
  whatsapp: boolean;
  upi: boolean;
  gst: boolean;
}

/** The steps, each with the tab that does it. */
const STEPS: readonly { done: keyof Checklist; text: string; tab: string }[] = [
  { done: 'named', text: 'Give the shop its name (Configuration)', tab: 'confis' },
  { done: 'hasCategory', text: 'Add a category', tab: 'categories' },
  { done: 'hasDesign', text: 'Add a design (Item)', tab: 'listings' },
  { done: 'whatsapp', text: 'Add the shop’s WhatsApp number (Configuration)', tab: 'confis' },
  { done: 'upi', text: 'Add the UPI ID customers pay the advance to (Billing)', tab: 'billing' },
  { done: 'gst', text: 'Choose GST for your bills; with regular GST, the GSTIN and default HSN and rate (Billing)', tab: 'billing' },
];

/** The GST step: the owner has saved a choice, and regular GST has what every tax invoice needs. */
const gstChosen = (b: BillingSettings & { saved: boolean }) => b.saved && (b.gstMode !== 'regular' || Boolean(b.gstin && b.defaultHsn && b.defaultGstRate));

/** What the shop has, each from its screen's own answer (the first configuration is the storefront's), under the keys their saves refresh. */
function useChecklist(): Checklist | undefined {
  const configs = useShopConfigs();
  const categories = useAdminCategories();
  const designs = useQuery({
    queryKey: [...ADMIN_LISTINGS_KEY, 'any'],
    queryFn: () => adminApi.get('/api/listings?limit=1', { schema: z.array(ListingSchema) }),
  });
  const billing = useBillingSettings();
  if (!configs.data || !categories.data || !designs.data || !billing.data) return undefined;
  const config = configs.data[0];
  return {
    named: Boolean(config?.name.trim()),
    hasCategory: categories.data.length > 0,
    hasDesign: designs.data.length > 0,
    whatsapp: whatsappNumber(config?.phone) !== null,
    upi: Boolean(billing.data.upiId),
    gst: gstChosen(billing.data),
  };
}

/**
 * While the shop is not ready (its storefront shows nothing yet, or it cannot yet be reached on
 * WhatsApp, paid by UPI or bill), a short checklist above the dashboard's screens: each step opens
 * the tab that does it, and is ticked once done. Gone once all are.
 */
export function SetupChecklist({ onOpen }: { onOpen: (tab: string) => void }) {
  const setup = useChecklist();
  if (!setup || STEPS.every(({ done }) => setup[done])) return null;
  return (
    <section aria-labelledby="setup-heading" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
      <h2 id="setup-heading" className="font-semibold">
        Set up your shop
      </h2>
      <p className="text-sm text-stone-700">
        {isShopIncomplete(setup)
          ? 'Visitors see an empty shop until it has a name, a category and a design.'
          : 'Before the first order: how customers reach you, pay the advance and get their bill.'}
      </p>
      <ul className="mt-2 space-y-1">
        {STEPS.map(({ done, text, tab }) => (
          <li key={done} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border ${setup[done] ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-stone-400 bg-white'}`}
            >
              {setup[done] ? '✓' : ''}
            </span>
            {setup[done] ? (
              <span className="text-stone-600 line-through">
                {text}
                <span className="sr-only"> (done)</span>
              </span>
            ) : (
              <a
                href={`/admin?tab=${tab}`}
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(tab);
                }}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
              >
                {text}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
