import { useId, useState } from 'react';
import type { Category } from '../../../contract/catalogue.ts';
import { field, FormModal, ImagePicker, toast, UploadProgress, usePickedImages } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useSaveCategory } from './categories-queries.ts';
import { checkCategory } from './category-rules.ts';

export interface CategoryFormProps {
  /** The category being edited; null = New Category. */
  category: Category | null;
  /** Every category, for the duplicate-name check. */
  categories: readonly Category[];
  /** After a cancel or a successful save. */
  onClose: () => void;
}

/**
 * The New Category and Edit modals: a name and an image (required on create, an optional
 * replacement on edit). Problems are toasts, as the spec lists them (§5, §8). Save waits while
 * the picked image is being prepared (it is not in the form until then).
 */
export function CategoryForm({ category, categories, onClose }: CategoryFormProps) {
  const nameId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const { images, preparing, picker } = usePickedImages();
  const [percent, setPercent] = useState<number | null>(null);
  const save = useSaveCategory();
  const busy = save.isPending;

  const submit = () => {
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
    save.mutate({ row: category, form, onProgress: setPercent }, { onSuccess: onClose, onError: () => setPercent(null) });
  };

  return (
    <FormModal title={category ? 'Edit Category' : 'New Category'} onClose={onClose} onSubmit={submit} busy={busy} preparing={preparing} closeOnBackdrop={false} className="space-y-4">
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
      <ImagePicker label={category ? 'New image (optional)' : 'Image'} {...picker} multiple={false} disabled={busy} hint="JPEG, PNG or WebP." />
      <UploadProgress percent={busy ? percent : null} />
    </FormModal>
  );
}
