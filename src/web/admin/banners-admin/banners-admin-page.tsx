import { useEffect, useMemo, useState } from 'react';
import type { Banner } from '../../../contract/catalogue.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, ImageOverlay, matches, SearchBox, toast, type Column } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { BannerEditDialog } from './banner-edit-dialog.tsx';
import { useAdminBanners, useBannersChanged } from './banner-queries.ts';
import { BANNER_MESSAGES } from './banner-rules.ts';
import { BannerUploadDialog } from './banner-upload-dialog.tsx';

/** Upload Banner (spec §2): search, table, full preview, "+ New Banner", "Edit Banner Name", delete. */
export default function BannersAdminPage() {
  const banners = useAdminBanners();
  const changed = useBannersChanged();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Banner | null>(null);

  useEffect(() => {
    if (banners.isError) toast.error(BANNER_MESSAGES.loadFailed, { id: 'banners-load' });
  }, [banners.isError, banners.errorUpdatedAt]);

  const rows = useMemo(() => banners.data?.filter((b) => matches(b.name, query)), [banners.data, query]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.delete(`/api/banners/${deleting._id}`);
      toast.success(BANNER_MESSAGES.deleted);
      setDeleting(null);
      void changed();
    } catch (error) {
      toast.error(errorMessage(error, BANNER_MESSAGES.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Banner>[] = [
    {
      header: 'Image',
      bare: true,
      cell: (b) => (
        <button type="button" className="block rounded" onClick={() => setPreview(b)} aria-label={`Preview ${b.name}`}>
          <ResponsiveImage src={b.imageUrl} alt={b.altText || b.name} width={160} height={90} sizes="160px" className="h-20 w-36 rounded object-cover" />
        </button>
      ),
    },
    { header: 'Name', cell: (b) => b.name },
    {
      header: 'Actions',
      bare: true,
      cell: (b) => (
        <span className="flex gap-2">
          <button type="button" className={btn.link} onClick={() => setEditing(b)} aria-label={`Edit ${b.name}`}>
            Edit
          </button>
          <button type="button" className={btn.linkDanger} onClick={() => setDeleting(b)} aria-label={`Delete ${b.name}`}>
            Delete
          </button>
        </span>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Upload Banner"
      actions={
        <button type="button" className={btn.primary} onClick={() => setCreating(true)}>
          + New Banner
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search banners..." className="mb-4 max-w-md" />
      {banners.isError && !banners.data ? (
        <p className="py-6 text-center">
          <button type="button" className={btn.secondary} onClick={() => void banners.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <AdminTable caption="Banners" columns={columns} rows={rows} rowKey={(b) => b._id} loading={banners.isPending} empty="No banners found." />
      )}
      <BannerUploadDialog open={creating} onClose={() => setCreating(false)} />
      <BannerEditDialog banner={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={deleting !== null} question={BANNER_MESSAGES.confirm} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} busy={busy} />
      <ImageOverlay src={preview?.imageUrl ?? null} alt={preview ? preview.altText || preview.name : ''} onClose={() => setPreview(null)} />
    </AdminLayout>
  );
}
