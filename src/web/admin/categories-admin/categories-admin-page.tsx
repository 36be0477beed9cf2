import type { Category } from '../../../contract/catalogue.ts';
import { boldNameColumn, CrudScreen, useImagePreview } from '../components/index.ts';
import { useAdminCategories, useDeleteCategory } from './categories-queries.ts';
import { CategoryForm } from './category-form.tsx';
import { MESSAGES } from './category-rules.ts';

/** Upload Category (/UploadCategory; dashboard tab "categories"): spec §2, §5, §8. */
export default function CategoriesAdminPage() {
  const list = useAdminCategories();
  const preview = useImagePreview<Category>();

  return (
    <CrudScreen<Category>
      names={{ title: 'Upload Category', one: 'Category', many: 'categories' }}
      list={list}
      texts={MESSAGES}
      columns={[preview.column, boldNameColumn()]}
      inUse={(c) => c.isUsed}
      form={(category, close) => <CategoryForm key={category?._id ?? 'new'} row={category} categories={list.data ?? []} onClose={close} />}
      remove={useDeleteCategory()}
    >
      {preview.overlay}
    </CrudScreen>
  );
}
