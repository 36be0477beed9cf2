import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { Listing } from '../../../../contract/catalogue.ts';
import { toast } from '../admin-toaster.tsx';
import { existingImages, ImagePicker, releaseImages, type PickedImage } from '../image-picker.tsx';
import { SelectOptions } from '../select-options.tsx';
import { field } from '../styles.ts';
import { FieldHint } from './field-hint.tsx';
import { useFormCategories, useFormReligions, useFormSubcategories, useLoadErrorToast, useSaveListing, useSuggestions } from './listing-queries.ts';
import { isSelling, LISTING_FIELDS, UNIT_OPTIONS, type ListField, type ListingField } from './listing-fields.ts';
import { checkValues, EMPTY_VALUES, listingFormData, valuesOf, type ListingValues } from './listing-values.ts';
import { OptionsEditor } from './options-editor.tsx';
import { PriceTiersEditor } from './price-tiers-editor.tsx';
import { readPrint } from './print-size-draft.ts';
import { PrintSizeEditor } from './print-size-editor.tsx';
import { draftText, readOptions, readTiers, readZones } from './selling-drafts.ts';
import { ZonesEditor } from './zones-editor.tsx';

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
    {' '}
    *
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
  // The loaded lists behind the selects: their first option's text, their options, a note under them.
  const lists: Record<ListField, { first?: string; options: readonly { value: string; text: string }[] | undefined; note?: ReactNode }> = {
    category: {
      first: categories.isPending ? 'Loading...' : 'Select category',
      options: categories.data?.map((c) => ({ value: c.category_uuid, text: c.name })),
    },
    subcategory: {
      first: subcategoryHint,
      options: values.category ? subcategories.data?.map((s) => ({ value: s.subcategory_uuid, text: s.name })) : undefined,
      note: values.category && subcategories.data?.length === 0 && <p className={field.hint}>This category has no subcategories yet.</p>,
    },
    religion: {
      first: religions.isPending ? 'Loading...' : 'Select religion',
      options: religions.data?.map((r) => ({ value: r.religion_uuid, text: r.name })),
    },
    // Always one of the codes: no "none chosen" first option.
    uqc: { options: UNIT_OPTIONS },
  };
  const suggestions = { titles: titles.data, prices: prices.data };

  /** What the listing sells: each list in its editor, its value the rows' JSON text. */
  const selling = (spec: (typeof LISTING_FIELDS)[number]) => {
    const { name } = spec;
    const common = {
      id: ids(name),
      disabled: busy,
      error: errors[name] ? spec.check?.(values[name]) : null,
      onChange: (rows: readonly unknown[]) => set(name, draftText(rows)),
    };
    if (spec.kind === 'tiers') return <PriceTiersEditor key={name} {...common} tiers={readTiers(values[name])} />;
    if (spec.kind === 'options') return <OptionsEditor key={name} {...common} options={readOptions(values[name])} />;
    if (spec.kind === 'print')
      return (
        <PrintSizeEditor
          key={name}
          {...common}
          draft={readPrint(values[name])}
          onChange={(d) => set(name, JSON.stringify(d))}
          imageUrl={images[0]?.url ?? null}
        />
      );
    return <ZonesEditor key={name} {...common} zones={readZones(values[name])} imageUrl={images[0]?.url ?? null} />;
  };

  const control = (spec: (typeof LISTING_FIELDS)[number]) => {
    const { name, label, required } = spec;
    const mark = required && REQUIRED_MARK;
    const error = spec.error && errorText(name, spec.error(values[name]));
    if (spec.kind === 'choice')
      return (
        <fieldset key={name} className="sm:col-span-2" aria-describedby={errors[name] ? `${ids(name)}-error` : undefined}>
          <legend className={field.label}>
            {label}
            {mark}
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {spec.options?.map(([value, text], i) => (
              <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3">
                <input
                  type="radio"
                  name={ids(name)}
                  id={i === 0 ? ids(name) : undefined}
                  value={value}
                  checked={values[name] === value}
                  onChange={() => set(name, value)}
                  required
                  className="size-5"
                />
                {text}
              </label>
            ))}
          </div>
          {error}
        </fieldset>
      );
    const hint = spec.hint && { 'aria-describedby': `${ids(name)}-hint` };
    const common = { id: ids(name), value: values[name], onChange: onText(name, spec.filter), required, ...spec.attributes, ...hint, ...invalid(name) };
    const list = spec.kind === 'select' ? lists[name as ListField] : null;
    return (
      <div key={name} className={spec.wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={ids(name)} className={field.label}>
          {label}
          {mark}
        </label>
        {list ? (
          <select className={field.input} {...common}>
            <SelectOptions first={list.first} options={list.options} />
          </select>
        ) : spec.kind === 'textarea' ? (
          <textarea className={field.textarea} {...common} />
        ) : (
          <input className={field.input} {...common} list={spec.suggest && ids(spec.suggest)} />
        )}
        {spec.suggest && (
          <datalist id={ids(spec.suggest)}>
            {suggestions[spec.suggest]?.map((text) => (
              <option key={text} value={text} />
            ))}
          </datalist>
        )}
        {list?.note ?? <FieldHint id={`${ids(name)}-hint`} text={spec.hint} />}
        {error}
      </div>
    );
  };

  return (
    <form id={id} noValidate onSubmit={submit} aria-busy={busy} className="space-y-4">
      <p className={field.hint}>
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        {LISTING_FIELDS.filter((spec) => !isSelling(spec)).map(control)}
      </fieldset>
      <ImagePicker
        label="Images"
        images={images}
        onChange={setImages}
        onPreparing={setPreparing}
        disabled={busy}
        hint="JPEG, PNG or WebP, at most 10 images. The first one is the cover."
      />
      <div className="grid gap-4">{LISTING_FIELDS.filter(isSelling).map(selling)}</div>
    </form>
  );
}
