import { CategoryGrid } from '../components/category-grid.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';

/** Every category in one grid; each opens its page /subcategory/{category_uuid}. */
export default function AllCategoriesPage() {
  useTitle(pageTitle('All Categories', useSiteConfig().data?.name));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold">All Categories</h1>
      <CategoryGrid eagerCount={9} />
    </section>
  );
}
