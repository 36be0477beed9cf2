import { useId, useState } from 'react';
import type { Listing } from '../../../../contract/catalogue.ts';
import { Modal } from '../modal.tsx';
import { useListingsChanged } from './listing-queries.ts';
import { btn } from '../styles.ts';
import { UploadProgress } from '../upload-progress.tsx';
import { ListingForm, type ListingFormStatus } from './listing-form.tsx';

export interface ListingFormDialogProps {
  open: boolean;
  /** Edit this listing; null or absent: create a new one. */
  listing?: Listing | null;
  onClose: () => void;
  /** After a successful save (the dialog should then be closed by the caller). */
  onSaved: (listing: Listing) => void;
}

const IDLE: ListingFormStatus = { busy: false, preparing: false, percent: null };

/**
 * The listing form in a modal titled "Create New Listing" or "Edit Listing", with the upload's
 * progress ("Uploading... 42%") and the buttons in its footer. Closing it during an upload stops
 * the upload; closing it in any way drops what was typed (the form is drawn anew each time).
 */
export function ListingFormDialog({ open, listing, onClose, onSaved }: ListingFormDialogProps) {
  const formId = useId();
  const [status, setStatus] = useState(IDLE);
  const editing = Boolean(listing);
  const changed = useListingsChanged();
  const close = () => {
    // Stopped mid-upload: the server may have finished it all the same, so the lists are asked again.
    if (status.busy) void changed(listing?._id);
    setStatus(IDLE);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={editing ? 'Edit Listing' : 'Create New Listing'}
      onClose={close}
      size="xl"
      closeOnBackdrop={false}
      footer={
        <>
          {status.percent !== null && (
            <div className="w-full">
              <UploadProgress percent={status.percent} />
            </div>
          )}
          <button type="button" className={btn.secondary} onClick={close}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={status.busy || status.preparing}>
            {editing ? 'Update' : 'Submit'}
          </button>
        </>
      }
    >
      <ListingForm
        key={listing?._id ?? 'new'}
        id={formId}
        listing={listing}
        onStatus={setStatus}
        onSaved={(saved) => {
          setStatus(IDLE);
          onSaved(saved);
        }}
      />
    </Modal>
  );
}
