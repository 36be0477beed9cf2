import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Subcategory } from '../../../contract/catalogue.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, ImageOverlay, matches, SearchBox, toast, type Column } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { refreshSubcategories, useAdminCategories, useAdminSubcategories } from './subcategories-queries.ts';
import { SubcategoryForm } from './subcategory-form.tsx';
import { MESSAGES } from './subcategory-rules.ts';

type FormState = { subcategory: Subcategory | null } | null;

/** Subcategory List (/UploadSubcategory; dashboard tab "subcategories"): spec §2, §5, §8. */
export default function SubcategoriesAdminPage() {
  const client = useQueryClient();
  const list = useAdminSubcategories();
  const categories = useAdminCategories();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [preview, setPreview] = useState<Subcategory | null>(null);
  const [doomed, setDoomed] = useState<Subcategory | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Search by the subcategory's name or its category's.
  const rows = list.data?.filter((s) => matches(s.name, query) || matches(s.category.name, query));

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await adminApi.delete(`/api/subcategories/${doomed._id}`);
      toast.success(MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
      setDoomed(null);
      void refreshSubcategories(client);
    }
  };

  const columns: Column<Subcategory>[] = [
    {
      header: 'Image',
      bare: true,
      className: 'w-24',
      cell: (s) => (
        <button type="button" onClick={() => setPreview(s)} aria-label={`View image of ${s.name}`} className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
          <ResponsiveImage src={s.imageUrl} alt="" width={64} height={64} sizes="64px" className="size-16 rounded object-cover" />
        </button>
      ),
    },
    { header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
    { header: 'Category', cell: (s) => s.category.name },
    {
      header: 'Actions',
      bare: true,
      cell: (s) => (
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={btn.link} onClick={() => setForm({ subcategory: s })} aria-label={`Edit ${s.name}`}>
            Edit
          </button>
          {s.isUsed ? (
            <span className="px-2 text-sm text-stone-500">In use</span>
          ) : (
            <button type="button" className={btn.linkDanger} onClick={() => setDoomed(s)} aria-label={`Delete ${s.name}`}>
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  const loadError = list.isError && !list.data ? MESSAGES.loadFailed : categories.isError && !categories.data ? MESSAGES.categoriesFailed : null;

  return (
    <AdminLayout
      title="Subcategory List"
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ subcategory: null })}>
          <span aria-hidden="true">+</span> New Subcategory
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search subcategories..." className="mb-4 max-w-md" />
      {loadError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
          <p>{loadError}</p>
          <button
            type="button"
            className={`${btn.secondary} mt-3`}
            onClick={() => {
              void list.refetch();
              void categories.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <AdminTable caption="Subcategories" columns={columns} rows={rows} rowKey={(s) => s._id} loading={list.isPending} empty={MESSAGES.empty} />
      )}

      {form && (
        <SubcategoryForm
          key={form.subcategory?._id ?? 'new'}
          subcategory={form.subcategory}
          categories={categories.data ?? []}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void refreshSubcategories(client);
          }}
        />
      )}
      <ImageOverlay src={preview?.imageUrl} alt={preview?.name ?? ''} onClose={() => setPreview(null)} />
      <ConfirmDialog open={doomed !== null} question={MESSAGES.confirmDelete} onConfirm={() => void remove()} onCancel={() => setDoomed(null)} busy={deleting} />
    </AdminLayout>
  );
}
