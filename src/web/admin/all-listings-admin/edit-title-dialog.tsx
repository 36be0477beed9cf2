import { useId, useState, type FormEvent } from 'react';
import { ListingSchema, type Listing } from '../../../contract/catalogue.ts';
import { btn, field, Modal, toast } from '../components/index.ts';
import { FILL_ALL_FIELDS, useListingsChanged } from '../components/listing-form/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';

export interface EditTitleDialogProps {
  /** The listing to rename; null = closed. */
  listing: Listing | null;
  onDone: () => void;
}

/** "Edit Title": PUT /api/listings/{id} with JSON {title} → "Listing updated" / "Update failed.". */
export function EditTitleDialog({ listing, onDone }: EditTitleDialogProps) {
  const formId = useId();
  const inputId = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const changed = useListingsChanged();

  // A new listing to rename: start from its title (set during render, so the first frame has it).
  const [shownFor, setShownFor] = useState<Listing | null>(null);
  if (listing !== shownFor) {
    setShownFor(listing);
    setTitle(listing?.title ?? '');
  }

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!listing || busy) return;
    const name = title.trim();
    if (!name) {
      toast.error(FILL_ALL_FIELDS);
      return;
    }
    setBusy(true);
    try {
      await adminApi.put(`/api/listings/${listing._id}`, { title: name }, { schema: ListingSchema });
      toast.success('Listing updated');
      await changed(listing._id);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Update failed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={listing !== null}
      title="Edit Title"
      onClose={onDone}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={onDone} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={busy}>
            Save
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void save(e)}>
        <label htmlFor={inputId} className={field.label}>
          Title
        </label>
        <input id={inputId} className={field.input} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} autoComplete="off" />
      </form>
    </Modal>
  );
}
