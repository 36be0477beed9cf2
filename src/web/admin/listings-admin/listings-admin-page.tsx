import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { AdminLayout, btn, EditDeleteButtons, ImageOverlay, SearchBox, type Column } from '../components/index.ts';
import {
  DeleteListingDialog,
  ListingFormDialog,
  ListingPagesTable,
  ListingThumbnail,
  useListingPages,
  useLoadErrorToast,
} from '../components/listing-form/index.ts';
import { useSearchText } from '../lib/paged-list.ts';

/** The form's state: closed, creating, or editing one listing. */
type Editor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; listing: Listing };

/**
 * Upload Design (spec §2), the dashboard's Item tab and /listing (the item upload form: there
 * the create form opens at once). Search by title (on the server, across every design), the
 * listings with their first image, 50 at a time with "Load more", and the New Listing / Edit Listing form.
 */
export default function ListingsAdminPage() {
  const { pathname } = useLocation();
  const [query, setQuery, asked] = useSearchText();
  const listings = useListingPages(asked);
  const [editor, setEditor] = useState<Editor>(() => (pathname === '/listing' ? { mode: 'create' } : { mode: 'closed' }));
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  useLoadErrorToast(listings.isError);

  const columns: Column<Listing>[] = [
    {
      header: 'Image',
      bare: true,
      cell: (listing) => {
        const first = listing.images[0];
        return first ? (
          <ListingThumbnail src={first} alt={`${listing.title}, image 1`} onOpen={(src) => setPreview({ src, alt: listing.title })} />
        ) : (
          <span className="text-sm text-stone-500">No image</span>
        );
      },
    },
    { header: 'Title', cell: (listing) => listing.title, className: 'font-medium' },
    { header: 'Category', cell: (listing) => listing.categoryName },
    {
      header: 'Actions',
      bare: true,
      cell: (listing) => <EditDeleteButtons name={listing.title} onEdit={() => setEditor({ mode: 'edit', listing })} onDelete={() => setDeleting(listing)} />,
    },
  ];

  return (
    <AdminLayout
      title="Upload Design"
      actions={
        <button type="button" className={btn.primary} onClick={() => setEditor({ mode: 'create' })}>
          New Listing
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search by title..." className="mb-4 max-w-md" />
      <ListingPagesTable
        listings={listings}
        caption="Listings"
        columns={columns}
        empty={asked ? 'No listings match your search.' : 'No listings found.'}
        failed="Failed to fetch dropdown or listings."
      />
      <ListingFormDialog
        open={editor.mode !== 'closed'}
        listing={editor.mode === 'edit' ? editor.listing : null}
        onClose={() => setEditor({ mode: 'closed' })}
        onSaved={() => setEditor({ mode: 'closed' })}
      />
      <DeleteListingDialog listing={deleting} question="Are you sure you want to delete this listing?" onDone={() => setDeleting(null)} />
      <ImageOverlay src={preview?.src} alt={preview?.alt ?? ''} onClose={() => setPreview(null)} />
    </AdminLayout>
  );
}
