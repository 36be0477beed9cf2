import type { Category, Subcategory } from '../../../contract/catalogue.ts';
import { boldNameColumn, CrudScreen, useImagePreview, matches } from '../components/index.ts';
import { useAdminCategories, useAdminSubcategories, useDeleteSubcategory } from './subcategories-queries.ts';
import { SubcategoryForm } from './subcategory-form.tsx';
import { MESSAGES } from './subcategory-rules.ts';

const NO_CATEGORIES: readonly Category[] = [];

/** Subcategory List (/UploadSubcategory; dashboard tab "subcategories"): spec §2, §5, §8. */
export default function SubcategoriesAdminPage() {
  const list = useAdminSubcategories();
  const categories = useAdminCategories();
  // Read here, while this page renders, not inside the `form` callback: TanStack Query re-renders a
  // component only for the result fields it read during render (tracked props). Read only in the
  // callback (which CrudScreen calls later, with this render's result), `data` went untracked, so
  // an answer arriving before the dialog opened never re-rendered the page: the select stayed empty.
  const categoryOptions = categories.data ?? NO_CATEGORIES;
  const preview = useImagePreview<Subcategory>();

  return (
    <CrudScreen<Subcategory>
      names={{ title: 'Subcategory List', one: 'Subcategory', many: 'subcategories' }}
      // By the subcategory's name or its category's.
      search={(s, query) => matches(s.name, query) || matches(s.category.name, query)}
      list={list}
      texts={MESSAGES}
      loadError={categories.isError && !categories.data ? MESSAGES.categoriesFailed : null}
      onRetry={() => {
        void list.refetch();
        void categories.refetch();
      }}
      columns={[preview.column, boldNameColumn(), { header: 'Category', cell: (s) => s.category.name }]}
      inUse={(s) => s.isUsed}
      form={(subcategory, close) => <SubcategoryForm key={subcategory?._id ?? 'new'} row={subcategory} categories={categoryOptions} onClose={close} />}
      remove={useDeleteSubcategory()}
    >
      {preview.overlay}
    </CrudScreen>
  );
}
