import { useState } from 'react';
import type { Category } from '../../../contract/catalogue.ts';
import { CrudScreen, ImageOverlay, matches, Thumbnail } from '../components/index.ts';
import { useAdminCategories, useDeleteCategory } from './categories-queries.ts';
import { CategoryForm } from './category-form.tsx';
import { MESSAGES } from './category-rules.ts';

/** Upload Category (/UploadCategory; dashboard tab "categories"): spec §2, §5, §8. */
export default function CategoriesAdminPage() {
  const list = useAdminCategories();
  const remove = useDeleteCategory();
  const [preview, setPreview] = useState<Category | null>(null);

  return (
    <CrudScreen<Category>
      title="Upload Category"
      newLabel="New Category"
      searchPlaceholder="Search categories..."
      search={(c, query) => matches(c.name, query)}
      list={list}
      loadFailed={MESSAGES.loadFailed}
      caption="Categories"
      empty="No categories found."
      columns={(act) => [
        { header: 'Image', bare: true, className: 'w-24', cell: (c) => <Thumbnail src={c.imageUrl} name={c.name} onOpen={() => setPreview(c)} /> },
        { header: 'Name', cell: (c) => <span className="font-medium">{c.name}</span> },
        { header: 'Actions', bare: true, cell: (c) => act.buttons(c, c.name, c.isUsed) },
      ]}
      form={(category, close) => <CategoryForm key={category?._id ?? 'new'} category={category} categories={list.data ?? []} onClose={close} />}
      remove={{ question: MESSAGES.confirmDelete, mutation: remove }}
    >
      <ImageOverlay src={preview?.imageUrl} alt={preview?.name ?? ''} onClose={() => setPreview(null)} />
    </CrudScreen>
  );
}
