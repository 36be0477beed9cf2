import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SubcategorySchema, type Category, type Subcategory } from '../../../contract/catalogue.ts';
import { btn, field, ImagePicker, Modal, releaseImages, toast, UploadProgress, type PickedImage } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { errorMessage, uploadForm } from '../lib/admin-api.ts';
import { checkSubcategory, MESSAGES } from './subcategory-rules.ts';

export interface SubcategoryFormProps {
  /** The subcategory being edited; null = New Subcategory. */
  subcategory: Subcategory | null;
  categories: readonly Category[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New Subcategory (name, category, image; its problems are shown in the modal, which stays open
 * on a failure — the old one closed silently, D-R5) and Edit (name, category, optional new
 * image; its problems are alerts, as the spec has them).
 */
export function SubcategoryForm({ subcategory, categories, onClose, onSaved }: SubcategoryFormProps) {
  const formId = useId();
  const nameId = useId();
  const categoryId = useId();
  const statusId = useId();
  const [name, setName] = useState(subcategory?.name ?? '');
  const [category, setCategory] = useState(subcategory?.categoryId ?? '');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [status, setStatus] = useState<string[] | null>(null);
  const busy = percent !== null;
  const editing = subcategory !== null;

  const picked = useRef(images);
  picked.current = images;
  useEffect(() => () => releaseImages(picked.current), []);

  const fail = (lines: string[]) => (editing ? window.alert(lines.join('\n\n')) : setStatus(lines));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
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
    try {
      await uploadForm(editing ? `/api/subcategories/${subcategory._id}` : '/api/subcategories', form, {
        method: editing ? 'PUT' : 'POST',
        onProgress: setPercent,
        schema: SubcategorySchema,
      });
    } catch (error) {
      setPercent(null);
      const fallback = editing ? MESSAGES.updateFailed : MESSAGES.createFailed;
      const reason = errorMessage(error, fallback);
      fail(reason === fallback ? [fallback] : [fallback, reason]);
      return;
    }
    toast.success(editing ? MESSAGES.updated : MESSAGES.created);
    onSaved();
  };

  return (
    <Modal
      open
      title={editing ? 'Edit Subcategory' : 'New Subcategory'}
      onClose={() => !busy && onClose()}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-describedby={status ? statusId : undefined} className="space-y-4">
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
        <ImagePicker label={editing ? 'New image (optional)' : 'Image'} images={images} onChange={setImages} multiple={false} disabled={busy} hint="JPEG, PNG or WebP." />
        <UploadProgress percent={percent} />
        {status && (
          <div id={statusId} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {status.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </form>
    </Modal>
  );
}
