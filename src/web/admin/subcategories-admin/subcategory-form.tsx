import { useId, useState } from 'react';
import type { Category, Subcategory } from '../../../contract/catalogue.ts';
import { field, FormModal, ImagePicker, UploadProgress, usePickedImages } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { errorMessage } from '../lib/admin-api.ts';
import { useSaveSubcategory } from './subcategories-queries.ts';
import { checkSubcategory, MESSAGES } from './subcategory-rules.ts';

export interface SubcategoryFormProps {
  /** The subcategory being edited; null = New Subcategory. */
  subcategory: Subcategory | null;
  categories: readonly Category[];
  /** After a cancel or a successful save. */
  onClose: () => void;
}

/**
 * New Subcategory (name, category, image; its problems are shown in the modal, which stays open
 * on a failure — the old one closed silently, D-R5) and Edit (name, category, optional new
 * image; its problems are alerts, as the spec has them). Save waits for an image being prepared.
 */
export function SubcategoryForm({ subcategory, categories, onClose }: SubcategoryFormProps) {
  const nameId = useId();
  const categoryId = useId();
  const statusId = useId();
  const [name, setName] = useState(subcategory?.name ?? '');
  const [category, setCategory] = useState(subcategory?.categoryId ?? '');
  const { images, preparing, picker } = usePickedImages();
  const [percent, setPercent] = useState<number | null>(null);
  const [status, setStatus] = useState<string[] | null>(null);
  const save = useSaveSubcategory();
  const busy = save.isPending;
  const editing = subcategory !== null;

  const fail = (lines: string[]) => (editing ? window.alert(lines.join('\n\n')) : setStatus(lines));

  const submit = () => {
    const problem = checkSubcategory({ name, categoryId: category, hasImage: images.length > 0 }, editing);
    if (problem) {
      fail([problem]);
      return;
    }
    const form = new FormData();
    form.append('name', name.trim());
    form.append('categoryId', category);
    const file = images[0]?.file;
    if (file) form.append('image', file, file.name);
    setStatus(null);
    setPercent(0);
    save.mutate(
      { row: subcategory, form, onProgress: setPercent },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fallback = editing ? MESSAGES.updateFailed : MESSAGES.createFailed;
          const reason = errorMessage(error, fallback);
          fail(reason === fallback ? [fallback] : [fallback, reason]);
        },
      },
    );
  };

  return (
    <FormModal
      title={editing ? 'Edit Subcategory' : 'New Subcategory'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      preparing={preparing}
      closeOnBackdrop={false}
      describedBy={status ? statusId : undefined}
      className="space-y-4"
    >
      <div>
        <label htmlFor={nameId} className={field.label}>
          Name
        </label>
        <input id={nameId} type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" aria-required="true" className={field.input} disabled={busy} />
      </div>
      <div>
        <label htmlFor={categoryId} className={field.label}>
          Category
        </label>
        <select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value)} aria-required="true" className={field.input} disabled={busy}>
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c._id} value={c.category_uuid}>
              {c.name}
            </option>
          ))}
        </select>
        {categories.length === 0 && <p className={field.hint}>No categories yet: create one on the Upload Category screen first.</p>}
      </div>
      {subcategory && (
        <div>
          <p className={field.label}>Current image</p>
          <ResponsiveImage src={subcategory.imageUrl} alt={subcategory.name} width={96} height={96} sizes="96px" className="mt-1 size-24 rounded object-cover" />
        </div>
      )}
      <ImagePicker label={editing ? 'New image (optional)' : 'Image'} {...picker} multiple={false} disabled={busy} hint="JPEG, PNG or WebP." />
      <UploadProgress percent={busy ? percent : null} />
      {status && (
        <div id={statusId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {status.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </FormModal>
  );
}
