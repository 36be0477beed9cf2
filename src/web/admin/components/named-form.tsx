import { useState } from 'react';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { ImagePicker, usePickedImages } from './image-picker.tsx';
import { LabelledInput } from './labelled-input.tsx';
import { field } from './styles.ts';
import { UploadProgress } from './upload-progress.tsx';

/** The New/Edit form of a list screen's row. */
export interface RowFormProps<Row> {
  /** The row being edited; null = a new one. */
  row: Row | null;
  /** After a cancel or a successful save. */
  onClose: () => void;
}

/** The Name field of the named rows (categories, subcategories, religions) and of a user. */
export function NameField(props: { value: string; onChange: (name: string) => void; disabled: boolean; autoCapitalize?: string }) {
  return <LabelledInput label="Name" type="text" maxLength={100} autoComplete="off" aria-required="true" {...props} />;
}

/**
 * An optional Hindi version beside an English field (issue 19): lang="hi" so the browser offers a
 * Hindi keyboard and spell-checker; blank means "no translation".
 */
export function HindiField(props: { label: string; value: string; onChange: (text: string) => void; disabled: boolean; maxLength: number }) {
  const { label, ...input } = props;
  return <LabelledInput label={`Hindi ${label} (optional)`} type="text" lang="hi" autoComplete="off" {...input} />;
}

/** The `translations` part of a form: every Hindi field, blank ones too (blank clears a translation). */
export const translationsPart = (hi: Record<string, string>) => JSON.stringify({ hi: Object.fromEntries(Object.entries(hi).map(([k, v]) => [k, v.trim()])) });

/**
 * A named row with one image (categories, subcategories): its name, the image picked (required on
 * create, an optional replacement on edit) and the upload's percent.
 */
export function useNamedImageForm(row: { name: string; translations?: { hi?: { name?: string } } | undefined } | null) {
  const [name, setName] = useState(row?.name ?? '');
  const [nameHi, setNameHi] = useState(row?.translations?.hi?.name ?? '');
  const { images, preparing, picker } = usePickedImages();
  const [percent, setPercent] = useState<number | null>(null);
  /** The multipart body: the trimmed name, the other fields, the new image when one was picked. */
  const body = (fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('name', name.trim());
    form.append('translations', translationsPart({ name: nameHi }));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const file = images[0]?.file;
    if (file) form.append('image', file, file.name);
    return form;
  };
  return { name, setName, nameHi, setNameHi, hasImage: images.length > 0, preparing, picker, percent, setPercent, body };
}

/** The image part of such a form: the current image on edit, the picker, the upload's progress. */
export function ImageFields({
  row,
  form,
  busy,
}: {
  row: { name: string; imageUrl: string } | null;
  form: ReturnType<typeof useNamedImageForm>;
  busy: boolean;
}) {
  return (
    <>
      {row && (
        <div>
          <p className={field.label}>Current image</p>
          <ResponsiveImage src={row.imageUrl} alt={row.name} width={96} height={96} sizes="96px" className="mt-1 size-24 rounded object-cover" />
        </div>
      )}
      <ImagePicker label={row ? 'New image (optional)' : 'Image'} {...form.picker} multiple={false} disabled={busy} hint="JPEG, PNG or WebP." />
      <UploadProgress percent={busy ? form.percent : null} />
    </>
  );
}
