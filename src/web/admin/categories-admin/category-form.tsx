import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CategorySchema, type Category } from '../../../contract/catalogue.ts';
import { btn, field, ImagePicker, Modal, releaseImages, toast, UploadProgress, type PickedImage } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { errorMessage, uploadForm } from '../lib/admin-api.ts';
import { checkCategory, MESSAGES } from './category-rules.ts';

export interface CategoryFormProps {
  /** The category being edited; null = New Category. */
  category: Category | null;
  /** Every category, for the duplicate-name check. */
  categories: readonly Category[];
  onClose: () => void;
  /** After a successful save (the modal is then closed by the caller). */
  onSaved: () => void;
}

/**
 * The New Category and Edit modals: a name and an image (required on create, an optional
 * replacement on edit). Problems are toasts, as the spec lists them (§5, §8).
 */
export function CategoryForm({ category, categories, onClose, onSaved }: CategoryFormProps) {
  const formId = useId();
  const nameId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const busy = percent !== null;

  // Previews of picked files are freed when the modal goes away, however it closes.
  const picked = useRef(images);
  picked.current = images;
  useEffect(() => () => releaseImages(picked.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkCategory({ name, hasImage: images.length > 0 }, categories, category ?? undefined);
    if (problem) {
      toast.error(problem);
      return;
    }
    const form = new FormData();
    form.append('name', name.trim());
    const file = images[0]?.file;
    if (file) form.append('image', file, file.name);
    setPercent(0);
    try {
      await uploadForm(category ? `/api/categories/${category._id}` : '/api/categories', form, {
        method: category ? 'PUT' : 'POST',
        onProgress: setPercent,
        schema: CategorySchema,
      });
    } catch (error) {
      setPercent(null);
      toast.error(errorMessage(error, category ? MESSAGES.updateFailed : MESSAGES.createFailed));
      return;
    }
    toast.success(category ? MESSAGES.updated : MESSAGES.created);
    onSaved();
  };

  return (
    <Modal
      open
      title={category ? 'Edit Category' : 'New Category'}
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
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div>
          <label htmlFor={nameId} className={field.label}>
            Name
          </label>
          <input id={nameId} type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" aria-required="true" className={field.input} disabled={busy} />
        </div>
        {category && (
          <div>
            <p className={field.label}>Current image</p>
            <ResponsiveImage src={category.imageUrl} alt={category.name} width={96} height={96} sizes="96px" className="mt-1 size-24 rounded object-cover" />
          </div>
        )}
        <ImagePicker
          label={category ? 'New image (optional)' : 'Image'}
          images={images}
          onChange={setImages}
          multiple={false}
          disabled={busy}
          hint="JPEG, PNG or WebP."
        />
        <UploadProgress percent={percent} />
      </form>
    </Modal>
  );
}
