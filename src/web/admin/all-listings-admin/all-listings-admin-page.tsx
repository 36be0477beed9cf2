import { useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { AdminLayout, EditDeleteButtons, ImageOverlay, type Column } from '../components/index.ts';
import { DeleteListingDialog, ListingPagesTable, ListingThumbnail, useListingPages } from '../components/listing-form/index.ts';
import { EditTitleDialog } from './edit-title-dialog.tsx';

/**
 * All Listings /allListing (spec §2): every listing with all its images, its title, and quick
 * actions: rename (Edit Title, a JSON {title} PUT, the call that always failed in the old app,
 * D-B6) and delete, 50 at a time with "Load more". A load failure is shown, not only logged (D-R5).
 */
export default function AllListingsAdminPage() {
  const listings = useListingPages();
  const [editing, setEditing] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);

  const columns: Column<Listing>[] = [
    {
      header: 'Image',
      bare: true,
      cell: (listing) =>
        listing.images.length === 0 ? (
          <span className="text-sm text-stone-500">No image</span>
        ) : (
          <ul aria-label={`Images of ${listing.title}`} className="flex max-w-md flex-wrap gap-1">
            {listing.images.map((src, index) => (
              <li key={src}>
                <ListingThumbnail
                  src={src}
                  alt={`${listing.title}, image ${index + 1}`}
                  onOpen={() => setPreview({ src, alt: `${listing.title}, image ${index + 1}` })}
                />
              </li>
            ))}
          </ul>
        ),
    },
    { header: 'Name', cell: (listing) => listing.title, className: 'font-medium' },
    {
      header: 'Actions',
      bare: true,
      cell: (listing) => <EditDeleteButtons name={listing.title} onEdit={() => setEditing(listing)} onDelete={() => setDeleting(listing)} />,
    },
  ];

  return (
    <AdminLayout title="All Listings">
      <ListingPagesTable
        listings={listings}
        caption="All listings"
        columns={columns}
        empty="No listings found."
        failed={`Failed to fetch listings. ${listings.error?.message ?? ''}`}
      />
      {editing && <EditTitleDialog key={editing._id} listing={editing} onDone={() => setEditing(null)} />}
      <DeleteListingDialog
        listing={deleting}
        question={deleting ? `Are you sure you want to delete ${deleting.title}?` : ''}
        onDone={() => setDeleting(null)}
      />
      <ImageOverlay src={preview?.src} alt={preview?.alt ?? ''} onClose={() => setPreview(null)} />
    </AdminLayout>
  );
}
