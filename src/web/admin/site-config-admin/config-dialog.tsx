import { useEffect, useId, useRef, useState } from 'react';
import type { SiteConfig } from '../../../contract/site.ts';
import { field, FormModal, ImagePicker, releaseImages, toast, UploadProgress } from '../components/index.ts';
import { checkConfig, emptyForm, formOf, toFormData, type ConfigForm, type TextField } from './config-form.ts';
import { useSaveConfig } from './config-queries.ts';

const SOCIAL_LINKS: readonly [TextField, string][] = [
  ['fb', 'Facebook'],
  ['insta', 'Instagram'],
  ['twitter', 'Twitter'],
  ['linkedIn', 'LinkedIn'],
];

/** The contacts, with what the browser may fill them from, then the social links (web addresses). */
const FIELDS: readonly { key: TextField; label: string; type: string; autoComplete?: string; lang?: 'hi' }[] = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'organization' },
  // The Hindi versions (issue 19): optional, blank is "no translation".
  { key: 'nameHi', label: 'Hindi name (optional)', type: 'text', lang: 'hi' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { key: 'addressHi', label: 'Hindi address (optional)', type: 'text', lang: 'hi' },
  ...SOCIAL_LINKS.map(([key, label]) => ({ key, label, type: 'url' })),
];

const REQUIRED: readonly TextField[] = ['name', 'email', 'phone', 'address'];

/**
 * "Add Configuration" / "Edit Config". Mounted afresh for every opening, so the form always starts
 * from the row being edited or from empty: a new config never overwrites another (D-R6).
 */
export function ConfigDialog({ editing, onClose }: { editing: SiteConfig | null; onClose: () => void }) {
  const formId = useId();
  const [form, setForm] = useState<ConfigForm>(() => (editing ? formOf(editing) : emptyForm()));
  const [percent, setPercent] = useState<number | null>(null);
  const [preparing, setPreparing] = useState(false);
  const save = useSaveConfig();
  const uploading = save.isPending;
  const set = (key: TextField, value: string) => setForm((f) => ({ ...f, [key]: value }));

  // A picked logo's preview is freed when the dialog goes away, however it closes.
  const logo = useRef(form.logo);
  logo.current = form.logo;
  useEffect(() => () => releaseImages(logo.current), []);

  const submit = () => {
    const problem = checkConfig(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPercent(0);
    save.mutate({ editing, form: toFormData(form), onProgress: setPercent }, { onSuccess: onClose });
  };

  return (
    <FormModal
      title={editing ? 'Edit Config' : 'Add Configuration'}
      onClose={onClose}
      onSubmit={submit}
      busy={uploading}
      preparing={preparing}
      saveLabel={editing ? 'Update' : 'Save'}
      busyLabel={`Uploading... ${percent ?? 0}%`}
      size="xl"
      // noValidate (FormModal): the contract's check, with the server's own messages.
      className="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map(({ key, label: text, type, autoComplete, lang }) => (
        <div key={key} className={key === 'address' || key === 'addressHi' ? 'sm:col-span-2' : undefined}>
          <label htmlFor={`${formId}-${key}`} className={field.label}>
            {text}
            {REQUIRED.includes(key) && <span aria-hidden="true"> *</span>}
          </label>
          <input
            id={`${formId}-${key}`}
            type={type}
            lang={lang}
            maxLength={lang ? (key === 'addressHi' ? 500 : 100) : undefined}
            className={field.input}
            value={form[key]}
            onChange={(e) => set(key, e.target.value)}
            autoComplete={autoComplete ?? 'off'}
            placeholder={type === 'url' ? 'https://' : undefined}
            aria-required={REQUIRED.includes(key) || undefined}
            disabled={uploading}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <ImagePicker
          label="Logo"
          images={form.logo}
          onChange={(picked) => setForm((f) => ({ ...f, logo: picked }))}
          onPreparing={setPreparing}
          multiple={false}
          max={1}
          disabled={uploading}
        />
      </div>
      <div className="sm:col-span-2">
        <UploadProgress percent={uploading ? percent : null} />
      </div>
    </FormModal>
  );
}
