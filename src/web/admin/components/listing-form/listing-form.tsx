import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Listing } from '../../../../contract/catalogue.ts';
import { toast } from '../admin-toaster.tsx';
import { existingImages, ImagePicker, releaseImages, type PickedImage } from '../image-picker.tsx';
import { field } from '../styles.ts';
import { useFormCategories, useFormReligions, useFormSubcategories, useLoadErrorToast, useSaveListing, useSuggestions } from './listing-queries.ts';
import { checkValues, EMPTY_VALUES, listingFormData, valuesOf, type ListingField, type ListingValues } from './listing-values.ts';
import { priceText, wholeNumberText } from './price-text.ts';

export interface ListingFormStatus {
  busy: boolean;
  /** Picked images are still being prepared: the save waits for them. */
  preparing: boolean;
  /** The upload's percent while the files go out, else null. */
  percent: number | null;
}

export interface ListingFormProps {
  /** The <form>'s id: a submit button outside it (a dialog's footer) names it with form={id}. */
  id: string;
  /** Edit this listing; without it the form creates one. */
  listing?: Listing | null;
  onSaved: (listing: Listing) => void;
  /** Told when an upload starts, progresses and ends (for the dialog's footer). */
  onStatus?: (status: ListingFormStatus) => void;
}

const REQUIRED_MARK = (
  <span aria-hidden="true" className="text-red-700">
    {' '}*
  </span>
);

/**
 * The listing form of the back office (spec §2, §5): create (POST) or edit (PUT, multipart, with
 * existingImages) a listing, with the upload's progress. Saving resets it and calls onSaved.
 */
export function ListingForm({ id, listing, onSaved, onStatus }: ListingFormProps) {
  const editing = Boolean(listing);
  const uid = useId();
  const ids = (name: ListingField | 'titles' | 'prices') => `${uid}-${name}`;
  const [values, setValues] = useState<ListingValues>(() => (listing ? valuesOf(listing) : EMPTY_VALUES));
  const [images, setImages] = useState<PickedImage[]>(() => existingImages(listing?.images ?? []));
  const [errors, setErrors] = useState<Partial<Record<ListingField, true>>>({});
  const save = useSaveListing();
  const busy = save.isPending;
  const [preparing, setPreparing] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;

  const categories = useFormCategories();
  const subcategories = useFormSubcategories(values.category);
  const religions = useFormReligions();
  const titles = useSuggestions('titles');
  const prices = useSuggestions('prices');
  useLoadErrorToast(categories.isError || subcategories.isError || religions.isError);

  useEffect(() => onStatus?.({ busy, preparing, percent: busy ? percent : null }), [busy, preparing, percent, onStatus]);
  // Closed or left: stop an upload under way and free the previews.
  useEffect(
    () => () => {
      abort.current?.abort();
      releaseImages(imagesRef.current);
    },
    [],
  );

  const set = (key: ListingField, value: string) => {
    setValues((old) => ({ ...old, [key]: value, ...(key === 'category' && value !== old.category ? { subcategory: '' } : {}) }));
    if (errors[key]) setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const onText = (key: ListingField, filter?: (text: string) => string) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(key, filter ? filter(e.target.value) : e.target.value);
  const invalid = (key: ListingField) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids(key)}-error` } : {});
  const errorText = (key: ListingField, text = 'Required.') =>
    errors[key] && (
      <p id={`${ids(key)}-error`} className={field.error}>
        {text}
      </p>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || preparing) return;
    const problem = checkValues(values);
    if (problem) {
      setErrors(Object.fromEntries(problem.fields.map((key) => [key, true])));
      toast.error(problem.message);
      document.getElementById(ids(problem.fields[0]!))?.focus();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    save.mutate(
      { row: listing ?? null, form: listingFormData(values, images, editing), onProgress: setPercent, signal: controller.signal },
      {
        onSuccess: (saved) => {
          releaseImages(images);
          setImages([]);
          setValues(EMPTY_VALUES);
          setErrors({});
          onSaved(saved);
        },
        onSettled: () => (abort.current = null),
      },
    );
  };

  const subcategoryHint = !values.category ? 'Choose a category first' : subcategories.isPending ? 'Loading...' : 'Select subcategory';

  return (
    <form id={id} noValidate onSubmit={submit} aria-busy={busy} className="space-y-4">
      <p className={field.hint}>
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids('title')} className={field.label}>
            Title{REQUIRED_MARK}
          </label>
          <input id={ids('title')} className={field.input} value={values.title} onChange={onText('title')} required maxLength={200} list={ids('titles')} autoComplete="off" {...invalid('title')} />
          <datalist id={ids('titles')}>{titles.data?.map((name) => <option key={name} value={name} />)}</datalist>
          {errorText('title')}
        </div>
        <div>
          <label htmlFor={ids('category')} className={field.label}>
            Category{REQUIRED_MARK}
          </label>
          <select id={ids('category')} className={field.input} value={values.category} onChange={onText('category')} required {...invalid('category')}>
            <option value="">{categories.isPending ? 'Loading...' : 'Select category'}</option>
            {categories.data?.map((c) => (
              <option key={c.category_uuid} value={c.category_uuid}>
                {c.name}
              </option>
            ))}
          </select>
          {errorText('category')}
        </div>
        <div>
          <label htmlFor={ids('subcategory')} className={field.label}>
            Subcategory{REQUIRED_MARK}
          </label>
          <select id={ids('subcategory')} className={field.input} value={values.subcategory} onChange={onText('subcategory')} required {...invalid('subcategory')}>
            <option value="">{subcategoryHint}</option>
            {values.category &&
              subcategories.data?.map((s) => (
                <option key={s.subcategory_uuid} value={s.subcategory_uuid}>
                  {s.name}
                </option>
              ))}
          </select>
          {values.category && subcategories.data?.length === 0 && <p className={field.hint}>This category has no subcategories yet.</p>}
          {errorText('subcategory')}
        </div>
        <div>
          <label htmlFor={ids('religion')} className={field.label}>
            Religion{REQUIRED_MARK}
          </label>
          <select id={ids('religion')} className={field.input} value={values.religion} onChange={onText('religion')} required {...invalid('religion')}>
            <option value="">{religions.isPending ? 'Loading...' : 'Select religion'}</option>
            {religions.data?.map((r) => (
              <option key={r.religion_uuid} value={r.religion_uuid}>
                {r.name}
              </option>
            ))}
          </select>
          {errorText('religion', 'Please select a religion.')}
        </div>
        <div>
          <label htmlFor={ids('price')} className={field.label}>
            Price (₹){REQUIRED_MARK}
          </label>
          <input id={ids('price')} className={field.input} value={values.price} onChange={onText('price', priceText)} required inputMode="decimal" list={ids('prices')} autoComplete="off" {...invalid('price')} />
          <datalist id={ids('prices')}>{prices.data?.map((p) => <option key={p} value={p} />)}</datalist>
          {errorText('price', values.price ? 'Price must be a number such as 499 or 499.50.' : 'Required.')}
        </div>
        <div>
          <label htmlFor={ids('discountPrice')} className={field.label}>
            Discount price (₹)
          </label>
          <input id={ids('discountPrice')} className={field.input} value={values.discountPrice} onChange={onText('discountPrice', priceText)} inputMode="decimal" autoComplete="off" {...invalid('discountPrice')} />
          {errorText('discountPrice', 'Discount price must be a number such as 499 or 499.50.')}
        </div>
        <div>
          <label htmlFor={ids('moq')} className={field.label}>
            Minimum order quantity
          </label>
          <input id={ids('moq')} className={field.input} value={values.moq} onChange={onText('moq', wholeNumberText)} inputMode="numeric" autoComplete="off" />
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={errors.favorite ? `${ids('favorite')}-error` : undefined}>
          <legend className={field.label}>Favorite{REQUIRED_MARK}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(['1', '0'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3">
                <input type="radio" name={ids('favorite')} id={value === '1' ? ids('favorite') : undefined} value={value} checked={values.favorite === value} onChange={() => set('favorite', value)} required className="size-5" />
                {value === '1' ? '1 (Yes)' : '0 (No)'}
              </label>
            ))}
          </div>
          {errorText('favorite', 'Please choose Favorite: 1 or 0.')}
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor={ids('description')} className={field.label}>
            Description
          </label>
          <textarea id={ids('description')} className={field.textarea} value={values.description} onChange={onText('description')} maxLength={5000} rows={4} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids('location')} className={field.label}>
            Location
          </label>
          <input id={ids('location')} className={field.input} value={values.location} onChange={onText('location')} maxLength={200} />
        </div>
      </fieldset>
      <ImagePicker label="Images" images={images} onChange={setImages} onPreparing={setPreparing} disabled={busy} hint="JPEG, PNG or WebP, at most 10 images. The first one is the cover." />
    </form>
  );
}
