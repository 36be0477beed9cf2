import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '../../../contract/catalogue.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, ImageOverlay, matches, SearchBox, toast, type Column } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { refreshCategories, useAdminCategories } from './categories-queries.ts';
import { CategoryForm } from './category-form.tsx';
import { MESSAGES } from './category-rules.ts';

type FormState = { category: Category | null } | null;

/** Upload Category (/UploadCategory; dashboard tab "categories"): spec §2, §5, §8. */
export default function CategoriesAdminPage() {
  const client = useQueryClient();
  const list = useAdminCategories();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [preview, setPreview] = useState<Category | null>(null);
  const [doomed, setDoomed] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState(false);

  const categories = list.data;
  const rows = categories?.filter((c) => matches(c.name, query));

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await adminApi.delete(`/api/categories/${doomed._id}`);
      toast.success(MESSAGES.deleted);
      setDoomed(null);
      await refreshCategories(client);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.deleteFailed));
      setDoomed(null);
      void refreshCategories(client);
    } finally {
      setDeleting(false);
    }
  };

  const columns: Column<Category>[] = [
    {
      header: 'Image',
      bare: true,
      className: 'w-24',
      cell: (c) => (
        <button type="button" onClick={() => setPreview(c)} aria-label={`View image of ${c.name}`} className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
          <ResponsiveImage src={c.imageUrl} alt="" width={64} height={64} sizes="64px" className="size-16 rounded object-cover" />
        </button>
      ),
    },
    { header: 'Name', cell: (c) => <span className="font-medium">{c.name}</span> },
    {
      header: 'Actions',
      bare: true,
      cell: (c) => (
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={btn.link} onClick={() => setForm({ category: c })} aria-label={`Edit ${c.name}`}>
            Edit
          </button>
          {c.isUsed ? (
            <span className="px-2 text-sm text-stone-500">In use</span>
          ) : (
            <button type="button" className={btn.linkDanger} onClick={() => setDoomed(c)} aria-label={`Delete ${c.name}`}>
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Upload Category"
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ category: null })}>
          <span aria-hidden="true">+</span> New Category
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search categories..." className="mb-4 max-w-md" />
      {list.isError && !categories ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
          <p>{MESSAGES.loadFailed}</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AdminTable caption="Categories" columns={columns} rows={rows} rowKey={(c) => c._id} loading={list.isPending} empty="No categories found." />
      )}

      {form && (
        <CategoryForm
          key={form.category?._id ?? 'new'}
          category={form.category}
          categories={categories ?? []}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void refreshCategories(client);
          }}
        />
      )}
      <ImageOverlay src={preview?.imageUrl} alt={preview?.name ?? ''} onClose={() => setPreview(null)} />
      <ConfirmDialog open={doomed !== null} question={MESSAGES.confirmDelete} onConfirm={() => void remove()} onCancel={() => setDoomed(null)} busy={deleting} />
    </AdminLayout>
  );
}
