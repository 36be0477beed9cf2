import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ListingSchema } from '../../../contract/catalogue.ts';
import { isShopIncomplete, type ShopSetup } from '../../../contract/shop-setup.ts';
import { SiteConfigListSchema } from '../../../contract/site.ts';
import { ADMIN_LISTINGS_KEY } from '../components/listing-form/listing-queries.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminCategories } from '../lib/catalogue-queries.ts';

/** The steps, each with the tab that does it. */
const STEPS: readonly { done: keyof ShopSetup; text: string; tab: string }[] = [
  { done: 'named', text: 'Give the shop its name (Configuration)', tab: 'confis' },
  { done: 'hasCategory', text: 'Add a category', tab: 'categories' },
  { done: 'hasDesign', text: 'Add a design (Item)', tab: 'listings' },
];

/** What the shop has: its name (the first configuration, as the storefront reads it), a category, a design. Under the keys the screens' saves refresh. */
function useShopSetup(): ShopSetup | undefined {
  const configs = useQuery({
    queryKey: ['admin', 'confis'],
    queryFn: async () => (await adminApi.get('/api/confi/GetConfiList', { schema: SiteConfigListSchema })).result,
  });
  const categories = useAdminCategories();
  const designs = useQuery({
    queryKey: [...ADMIN_LISTINGS_KEY, 'any'],
    queryFn: () => adminApi.get('/api/listings?limit=1', { schema: z.array(ListingSchema) }),
  });
  if (!configs.data || !categories.data || !designs.data) return undefined;
  return { named: Boolean(configs.data[0]?.name.trim()), hasCategory: categories.data.length > 0, hasDesign: designs.data.length > 0 };
}

/**
 * While the shop is incomplete (no name, no category or no design: its storefront shows nothing
 * yet), a short checklist above the dashboard's screens: each step opens the tab that does it, and
 * is ticked once done. Gone once all three are.
 */
export function SetupChecklist({ onOpen }: { onOpen: (tab: string) => void }) {
  const setup = useShopSetup();
  if (!setup || !isShopIncomplete(setup)) return null;
  return (
    <section aria-labelledby="setup-heading" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
      <h2 id="setup-heading" className="font-semibold">
        Set up your shop
      </h2>
      <p className="text-sm text-stone-700">Visitors see an empty shop until it has a name, a category and a design.</p>
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
