import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { SiteConfigSchema, type SiteConfig } from '../../../contract/site.ts';
import { btn, field, ImagePicker, Modal, releaseImages, toast, UploadProgress } from '../components/index.ts';
import { errorMessage, uploadForm } from '../lib/admin-api.ts';
import { CONFIG_MESSAGES, emptyForm, formOf, isComplete, toFormData, type ConfigForm, type TextField } from './config-form.ts';

export const ADMIN_CONFIGS_KEY = ['admin', 'confis'] as const;

const FIELDS: readonly { key: TextField; label: string; type: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'organization' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { key: 'fb', label: 'Facebook', type: 'url' },
  { key: 'insta', label: 'Instagram', type: 'url' },
  { key: 'twitter', label: 'Twitter', type: 'url' },
  { key: 'linkedIn', label: 'LinkedIn', type: 'url' },
];

const REQUIRED: readonly TextField[] = ['name', 'email', 'phone', 'address'];

/**
 * "Add Configuration" / "Edit Config". Mounted afresh for every opening, so the form always starts
 * from the row being edited or from empty: a new config never overwrites another (D-R6).
 */
export function ConfigDialog({ editing, onClose }: { editing: SiteConfig | null; onClose: () => void }) {
  const formId = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<ConfigForm>(() => (editing ? formOf(editing) : emptyForm()));
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;
  const set = (key: TextField, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const close = () => {
    if (uploading) return;
    releaseImages(form.logo);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (uploading) return;
    if (!isComplete(form)) {
      toast.error(CONFIG_MESSAGES.required);
      return;
    }
    setPercent(0);
    try {
      await uploadForm(editing ? `/api/confi/${editing._id}` : '/api/confi/add', toFormData(form), {
        method: editing ? 'PUT' : 'POST',
        onProgress: setPercent,
        schema: SiteConfigSchema,
      });
      toast.success(editing ? CONFIG_MESSAGES.updated : CONFIG_MESSAGES.added);
      releaseImages(form.logo);
      setPercent(null);
      onClose();
      // The list here, and the header and footer of the storefront.
      void client.invalidateQueries({ queryKey: ADMIN_CONFIGS_KEY });
      void client.invalidateQueries({ queryKey: ['site-config'] });
    } catch (error) {
      setPercent(null);
      toast.error(errorMessage(error, CONFIG_MESSAGES.submitFailed));
    }
  };

  const label = uploading ? `Uploading... ${percent}%` : editing ? 'Update' : 'Save';
  return (
    <Modal
      open
      title={editing ? 'Edit Config' : 'Add Configuration'}
      onClose={close}
      size="xl"
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={close} disabled={uploading}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={uploading}>
            {label}
          </button>
        </>
      }
    >
      {/* noValidate: the spec's own check ("Fill all fields"); the server checks formats and links. */}
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label: text, type, autoComplete }) => (
          <div key={key} className={key === 'address' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${formId}-${key}`} className={field.label}>
              {text}
              {REQUIRED.includes(key) && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`${formId}-${key}`}
              type={type}
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
          <ImagePicker label="Logo" images={form.logo} onChange={(logo) => setForm((f) => ({ ...f, logo }))} multiple={false} max={1} disabled={uploading} />
        </div>
        <div className="sm:col-span-2">
          <UploadProgress percent={percent} />
        </div>
      </form>
    </Modal>
  );
}
