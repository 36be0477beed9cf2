import { useState } from 'react';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { SkeletonList } from '../components/skeletons.tsx';
import { WhatsAppButton } from '../components/whatsapp-button.tsx';
import { blockImageMenu } from '../lib/block-image-menu.ts';
import { useApiQuery, useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { BottomBar } from './bottom-bar.tsx';
import { CHIP_LABELS, CHIPS, chipListings, galleryQuery, type Chip } from './gallery-filter.ts';
import { GalleryGrid } from './gallery-grid.tsx';
import * as m from '../i18n/messages.ts';
import { nameOf, shopNameOf } from '../lib/localized.ts';

function Grid({ chip }: { chip: Chip }) {
  const { data, isPending, isError } = useApiQuery(galleryQuery);
  if (isPending)
    return (
      <SkeletonList
        count={6}
        label={m.loadingImages}
        className="grid grid-cols-3 gap-1 md:grid-cols-4 lg:grid-cols-5"
        itemClassName="aspect-square rounded-none"
      />
    );
  if (isError)
    return (
      <p role="alert" className="px-4">
        {m.listingsFailed}
      </p>
    );
  const shown = chipListings(data, chip);
  return shown.length ? <GalleryGrid listings={shown} /> : <p className="px-4 py-6 text-center text-stone-600">{m.noImagesFound}</p>;
}

/**
 * /instagram, the gallery-style feed (spec §2): the brand and a WhatsApp enquiry link, the category
 * chips, a grid of the designs' images with a local Like, and the bottom bar. The context menu is
 * refused on the images only.
 */
export default function GalleryPage() {
  const { data: site } = useSiteConfig();
  const brand = shopNameOf(site);
  useTitle(pageTitle(m.gallery, nameOf(site).text));
  const [chip, setChip] = useState<Chip>('All');
  const chat = whatsappLink(site?.phone, m.chatFromGallery(brand.text));

  return (
    <div className="min-h-dvh bg-white pb-20" onContextMenu={blockImageMenu}>
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-1">
          <h1 lang={brand.lang} className="min-w-0 flex-1 truncate text-lg font-semibold">
            {brand.text}
          </h1>
          <WhatsAppButton href={chat} className="shrink-0">
            {/* A phone shows the short form. */}
            <span aria-hidden="true" className="hidden sm:inline">
              {m.enquireOnWhatsapp}
            </span>
            <span aria-hidden="true" className="sm:hidden">
              WhatsApp
            </span>
          </WhatsAppButton>
        </div>
      </header>
      <main className="mx-auto max-w-5xl">
        <div role="group" aria-label={m.categories} className="no-scrollbar flex gap-2 overflow-x-auto px-3 py-3">
          {CHIPS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={chip === name}
              onClick={() => setChip(name)}
              className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${chip === name ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white hover:border-stone-500'}`}
            >
              {CHIP_LABELS[name]}
            </button>
          ))}
        </div>
        <Grid chip={chip} />
      </main>
      <BottomBar chat={chat} />
    </div>
  );
}
