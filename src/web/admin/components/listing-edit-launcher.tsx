import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListingSchema, type Listing } from '../../../contract/catalogue.ts';
import { useMe } from '../../shared/lib/session.ts';
import { adminApi } from '../lib/admin-api.ts';
import { AdminToaster } from './admin-toaster.tsx';
import { ListingFormDialog } from './listing-form/index.ts';
import { btn } from './styles.ts';

/**
 * The route table's "item form for one item" (/listing/{id}): on the item's public page an admin,
 * once the server confirms the session, gets an Edit button opening the back office's listing form.
 * Visitors never download this file (the page loads it only when the admin hint is stored).
 */
export default function ListingEditLauncher({ listing }: { listing: Listing }) {
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  // The page's copy is a visitor's (no finishing cost): the form edits the owner's, or a save would clear that cost.
  const owned = useQuery({
    queryKey: ['admin', 'listing', listing._id],
    queryFn: ({ signal }) => adminApi.get(`/api/listings/${encodeURIComponent(listing._id)}`, { schema: ListingSchema, signal }),
    enabled: Boolean(me),
  });
  if (!me || !owned.data) return null;
  // The page reading the item may keep it under its own key: after a save everything is asked again.
  const saved = () => {
    setOpen(false);
    void client.invalidateQueries();
  };
  return (
    <>
      <button type="button" className={btn.secondary} onClick={() => setOpen(true)}>
        Edit this item
      </button>
      <ListingFormDialog open={open} listing={owned.data} onClose={() => setOpen(false)} onSaved={saved} />
      <AdminToaster />
    </>
  );
}
