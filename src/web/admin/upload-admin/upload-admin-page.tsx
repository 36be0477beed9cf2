import { useId, useRef, useState, type FormEvent } from 'react';
import { AdminLayout, btn, field, LabelledInput, UploadProgress } from '../components/index.ts';
import { errorMessage, uploadForm } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { IMAGE_ACCEPT } from '../lib/compress-images.ts';
import { useSuggestions, type Suggestions } from './upload-suggestions.ts';

/** The form's text fields (spec §2 "Upload form"): name sent, label, input type, suggestion list. */
const FIELDS: readonly { name: string; label: string; type?: string; list?: keyof Suggestions }[] = [
  { name: 'title', label: 'Title', list: 'titles' },
  { name: 'category', label: 'Category', list: 'categories' },
  { name: 'subcategory', label: 'Subcategory', list: 'subcategories' },
  { name: 'price', label: 'Price', type: 'number', list: 'prices' },
  { name: 'instagramUrl', label: 'Instagram URL', type: 'url', list: 'instas' },
  { name: 'size', label: 'Size', list: 'sizes' },
  { name: 'religions', label: 'Religions', list: 'religions' },
  { name: 'seoTitle', label: 'SEO title', list: 'seots' },
  { name: 'seoDescription', label: 'SEO description', list: 'seods' },
  { name: 'seoKeywords', label: 'SEO keywords', list: 'seoks' },
];

export const UPLOAD_MESSAGES = {
  noFile: 'Please select at least one file.',
  uploaded: 'Uploaded successfully',
  failed: 'Upload failed',
} as const;

/**
 * /upload: one gallery image (GET /api/images feeds /instagram and the story) with its texts. The
 * server takes it only from a logged-in admin, so the page is behind the admin shell.
 */
export default function UploadAdminPage() {
  const id = useId();
  const suggestions = useSuggestions();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = useAdminMutation({
    call: (form: FormData) => uploadForm('/api/images', form, { onProgress: setPercent }),
    invalidates: [['gallery-images']],
    // The spec's alerts, not toasts.
    failure: null,
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      window.alert(UPLOAD_MESSAGES.noFile);
      return;
    }
    const form = new FormData();
    form.append('image', file, file.name);
    const values = new FormData(e.currentTarget);
    for (const { name } of FIELDS) form.append(name, String(values.get(name) ?? '').trim());
    setPercent(0);
    upload.mutate(form, {
      onSuccess: () => {
        // The spec clears the file; the texts stay for the next picture of the same kind.
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        window.alert(UPLOAD_MESSAGES.uploaded);
      },
      onError: (error) => window.alert(errorMessage(error, UPLOAD_MESSAGES.failed)),
    });
  };

  return (
    <AdminLayout title="Upload Design">
      <form onSubmit={submit} className="grid max-w-2xl gap-4 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-image`} className={field.label}>
            Image
          </label>
          <input
            ref={fileInput}
            id={`${id}-image`}
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:font-medium"
          />
          <p className={field.hint}>JPEG, PNG or WebP.</p>
        </div>
        {FIELDS.map(({ name, label, type, list }) => (
          <LabelledInput
            key={name}
            label={label}
            name={name}
            type={type ?? 'text'}
            list={list ? `${id}-${list}` : undefined}
            {...(type === 'number' ? { min: 0, step: 'any', inputMode: 'decimal' as const } : {})}
            autoComplete="off"
          />
        ))}
        {FIELDS.map(({ list }) =>
          list ? (
            <datalist key={list} id={`${id}-${list}`}>
              {suggestions[list].map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          ) : null,
        )}
        <div className="sm:col-span-2">
          <UploadProgress percent={upload.isPending ? percent : null} />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={btn.primary} disabled={upload.isPending}>
            Upload
          </button>
        </div>
      </form>
    </AdminLayout>
  );
}
