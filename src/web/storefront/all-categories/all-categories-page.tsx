import { CategoryGrid } from '../components/category-grid.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

/** Every category in one grid; each opens its page /subcategory/{category_uuid}. */
export default function AllCategoriesPage() {
  useTitle(pageTitle(m.allCategories, nameOf(useSiteConfig().data).text));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold">{m.allCategories}</h1>
      <CategoryGrid eagerCount={9} />
    </section>
  );
}
