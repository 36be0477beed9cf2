import { useState } from 'react';
import type { Listing } from '../../../../contract/catalogue.ts';
import { adminApi, errorMessage } from '../../lib/admin-api.ts';
import { toast } from '../admin-toaster.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useListingsChanged } from './listing-queries.ts';

export interface DeleteListingDialogProps {
  /** The listing to delete; null = closed. */
  listing: Listing | null;
  /** The screen's question, verbatim (spec §8). */
  question: string;
  /** Called when the dialog closes (cancelled, deleted or failed). */
  onDone: () => void;
}

/** Confirm Delete → DELETE /api/listings/{id} → "Listing deleted" or the failure ("Delete failed"). */
export function DeleteListingDialog({ listing, question, onDone }: DeleteListingDialogProps) {
  const [busy, setBusy] = useState(false);
  const changed = useListingsChanged();
  const confirm = async () => {
    if (!listing) return;
    setBusy(true);
    try {
      await adminApi.delete(`/api/listings/${listing._id}`);
      toast.success('Listing deleted');
      await changed(listing._id);
    } catch (err) {
      toast.error(errorMessage(err, 'Delete failed'));
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return <ConfirmDialog open={listing !== null} question={question} busy={busy} onCancel={onDone} onConfirm={() => void confirm()} />;
}
