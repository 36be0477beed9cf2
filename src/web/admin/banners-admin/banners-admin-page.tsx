import { useEffect, useState } from 'react';
import type { Banner } from '../../../contract/catalogue.ts';
import { CrudScreen, ImageOverlay, matches, toast } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { BannerEditDialog } from './banner-edit-dialog.tsx';
import { useAdminBanners, useDeleteBanner } from './banner-queries.ts';
import { BANNER_MESSAGES } from './banner-rules.ts';
import { BannerUploadDialog } from './banner-upload-dialog.tsx';

/** Upload Banner (spec §2): search, table, full preview, "+ New Banner", "Edit Banner Name", delete. */
export default function BannersAdminPage() {
  const banners = useAdminBanners();
  const remove = useDeleteBanner();
  const [preview, setPreview] = useState<Banner | null>(null);

  useEffect(() => {
    if (banners.isError) toast.error(BANNER_MESSAGES.loadFailed, { id: 'banners-load' });
  }, [banners.isError, banners.errorUpdatedAt]);

  return (
    <CrudScreen<Banner>
      title="Upload Banner"
      newLabel="New Banner"
      plusInName
      searchPlaceholder="Search banners..."
      search={(b, query) => matches(b.name, query)}
      list={banners}
      // The failure itself is a toast (spec §8); the page offers only "Try again".
      loadFailed=""
      caption="Banners"
      empty="No banners found."
      columns={(act) => [
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
        { header: 'Actions', bare: true, cell: (b) => act.buttons(b, b.name) },
      ]}
      form={(banner, close) => (banner ? <BannerEditDialog key={banner._id} banner={banner} onClose={close} /> : <BannerUploadDialog onClose={close} />)}
      remove={{ question: BANNER_MESSAGES.confirm, mutation: remove }}
    >
      <ImageOverlay src={preview?.imageUrl ?? null} alt={preview ? preview.altText || preview.name : ''} onClose={() => setPreview(null)} />
    </CrudScreen>
  );
}
