import { useEffect, useState } from 'react';
import type { Banner } from '../../../contract/catalogue.ts';
import { CrudScreen, ImageOverlay, toast } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { BannerEditDialog } from './banner-edit-dialog.tsx';
import { useAdminBanners, useDeleteBanner } from './banner-queries.ts';
import { BANNER_MESSAGES } from './banner-rules.ts';
import { BannerUploadDialog } from './banner-upload-dialog.tsx';

/** Upload Banner (spec §2): search, table, full preview, "+ New Banner", "Edit Banner Name", delete. */
export default function BannersAdminPage() {
  const banners = useAdminBanners();
  const [preview, setPreview] = useState<Banner | null>(null);

  useEffect(() => {
    if (banners.isError) toast.error(BANNER_MESSAGES.loadFailed, { id: 'banners-load' });
  }, [banners.isError, banners.errorUpdatedAt]);

  return (
    <CrudScreen<Banner>
      names={{ title: 'Upload Banner', one: 'Banner', many: 'banners' }}
      plusInName
      list={banners}
      // The failure itself is a toast (spec §8); the page offers only "Try again".
      texts={{ ...BANNER_MESSAGES, loadFailed: '' }}
      columns={[
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
      ]}
      form={(banner, close) => (banner ? <BannerEditDialog key={banner._id} banner={banner} onClose={close} /> : <BannerUploadDialog onClose={close} />)}
      remove={useDeleteBanner()}
    >
      <ImageOverlay src={preview?.imageUrl ?? null} alt={preview ? preview.altText || preview.name : ''} onClose={() => setPreview(null)} />
    </CrudScreen>
  );
}
