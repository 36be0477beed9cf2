import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { checkImages, IMAGE_ACCEPT, MAX_IMAGES, prepareImages, SKIPPED_MESSAGE, TOO_MANY_MESSAGE } from '../lib/compress-images.ts';
import { btn, field } from './styles.ts';

/** One image of a form: one it already has (url only) or a new file (url = its preview). */
export interface PickedImage {
  key: string;
  url: string;
  file?: File;
}

/** The images a record already has, as picker items. */
export const existingImages = (urls: readonly string[]): PickedImage[] => urls.map((url) => ({ key: url, url }));

/** What to send: the kept existing URLs (in order; "existingImages") and the new files (in order). */
export function splitImages(images: readonly PickedImage[]): { existing: string[]; files: File[] } {
  return { existing: images.filter((i) => !i.file).map((i) => i.url), files: images.flatMap((i) => (i.file ? [i.file] : [])) };
}

/** Frees the previews of new files; call when a form is reset or closed. */
export function releaseImages(images: readonly PickedImage[]): void {
  for (const image of images) if (image.file) URL.revokeObjectURL(image.url);
}

function uncompressed(files: File[], already: number, max: number) {
  const { accepted, skipped, tooMany } = checkImages(files, already, max);
  return { files: accepted, skipped, tooMany };
}

export interface ImagePickerProps {
  /** The field's label, e.g. "Images" or "Logo". */
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** Several images (default) or one (a new pick replaces it). */
  multiple?: boolean;
  /** Most images in total (default 10, or 1 when not multiple). */
  max?: number;
  /** Compress to 1 MB / 1920 px and rename with a time prefix (default true). */
  compress?: boolean;
  /** Runs first on the picked files (e.g. drop files over 4 MB and toast why); returns those to keep. */
  beforeAdd?: (files: File[]) => File[];
  /** Move up/down buttons (default: when multiple). */
  reorder?: boolean;
  disabled?: boolean;
  /** Text under the field. */
  hint?: string;
  /** Told true while picked files are being prepared (compressed), false once they are in `images`. */
  onPreparing?: (preparing: boolean) => void;
}

/**
 * A form's picked images: the list, whether some are still being prepared (its Save waits), and
 * the previews freed when the form goes away, however it closes. Spread `picker` on ImagePicker.
 */
export function usePickedImages(initial: PickedImage[] = []) {
  const [images, setImages] = useState<PickedImage[]>(initial);
  const [preparing, setPreparing] = useState(false);
  const picked = useRef(images);
  picked.current = images;
  useEffect(() => () => releaseImages(picked.current), []);
  return { images, setImages, preparing, picker: { images, onChange: setImages, onPreparing: setPreparing } };
}

/**
 * A file field for jpeg/png/webp images (phones offer the camera and the gallery), with previews
 * that can be removed and reordered. Wrong types are skipped ("Some files were skipped."), a pick
 * over the limit keeps what fits ("Max 10 images allowed."), each kept image is compressed. New
 * files always follow the existing images (that is the order the server stores them in).
 */
export function ImagePicker({
  label,
  images,
  onChange,
  multiple = true,
  max,
  compress = true,
  beforeAdd,
  reorder = multiple,
  disabled = false,
  hint,
  onPreparing,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const limit = max ?? (multiple ? MAX_IMAGES : 1);

  const pick = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (picked.length === 0) return;
    const wanted = beforeAdd ? beforeAdd(picked) : picked;
    const already = multiple ? images.length : 0;
    setBusy(0);
    onPreparing?.(true);
    try {
      const result = compress ? await prepareImages(wanted, { already, max: limit, onProgress: setBusy }) : uncompressed(wanted, already, limit);
      if (result.skipped) toast.error(SKIPPED_MESSAGE);
      if (result.tooMany) toast.error(TOO_MANY_MESSAGE);
      if (result.files.length === 0) return;
      const added = result.files.map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, url: URL.createObjectURL(file), file }));
      if (!multiple) releaseImages(images);
      onChange(multiple ? [...images, ...added] : added.slice(0, 1));
    } catch {
      toast.error(SKIPPED_MESSAGE);
    } finally {
      setBusy(null);
      onPreparing?.(false);
    }
  };

  const remove = (index: number) => {
    releaseImages(images.slice(index, index + 1));
    onChange(images.filter((_, i) => i !== index));
  };
  // Only within its own group: existing images stay before new ones.
  const canMove = (index: number, by: -1 | 1) => {
    const other = images[index + by];
    return Boolean(other) && Boolean(other!.file) === Boolean(images[index]!.file);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <div>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled || busy !== null}
        onChange={(e) => void pick(e.target.files)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-200 file:px-4 file:font-medium"
      />
      {hint && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
      {busy !== null && (
        <p role="status" className={field.hint}>
          Preparing images... {busy}%
        </p>
      )}
      {images.length > 0 && (
        <ul aria-label={`${label} selected`} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.key} className="rounded-md border border-stone-200 bg-white p-2">
              <img src={image.url} alt={`${label} ${index + 1}`} width={160} height={120} className="aspect-[4/3] w-full rounded object-cover" />
              <div className="mt-2 flex flex-wrap justify-between gap-1">
                {reorder && images.length > 1 && (
                  <span className="flex gap-1">
                    <button
                      type="button"
                      className={btn.secondary + ' px-3'}
                      aria-label={`Move image ${index + 1} up`}
                      disabled={disabled || !canMove(index, -1)}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={btn.secondary + ' px-3'}
                      aria-label={`Move image ${index + 1} down`}
                      disabled={disabled || !canMove(index, 1)}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                )}
                <button type="button" className={btn.linkDanger} aria-label={`Remove image ${index + 1}`} disabled={disabled} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
