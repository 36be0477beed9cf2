import type { Listing } from '../../../../contract/catalogue.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useDeleteListing } from './listing-queries.ts';

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
  const remove = useDeleteListing();
  return (
    <ConfirmDialog
      open={listing !== null}
      question={question}
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() => listing && remove.mutate(listing, { onSettled: onDone })}
    />
  );
}
