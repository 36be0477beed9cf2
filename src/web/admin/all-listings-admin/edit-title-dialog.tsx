import { useId, useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { field, FormModal, toast } from '../components/index.ts';
import { FILL_ALL_FIELDS, useRenameListing } from '../components/listing-form/index.ts';

export interface EditTitleDialogProps {
  /** The listing to rename. */
  listing: Listing;
  onDone: () => void;
}

/** "Edit Title": PUT /api/listings/{id} with JSON {title} → "Listing updated" / "Update failed.". */
export function EditTitleDialog({ listing, onDone }: EditTitleDialogProps) {
  const inputId = useId();
  const [title, setTitle] = useState(listing.title);
  const rename = useRenameListing();

  const save = () => {
    const name = title.trim();
    if (!name) toast.error(FILL_ALL_FIELDS);
    else rename.mutate({ listing, title: name }, { onSuccess: onDone });
  };

  return (
    <FormModal title="Edit Title" onClose={onDone} onSubmit={save} busy={rename.isPending} busyLabel="Save">
      <label htmlFor={inputId} className={field.label}>
        Title
      </label>
      <input id={inputId} className={field.input} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} autoComplete="off" />
    </FormModal>
  );
}
