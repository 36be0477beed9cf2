import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Banner } from '../../../contract/catalogue.ts';
import { btn, field, Modal, toast } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { useBannersChanged } from './banner-queries.ts';
import { BANNER_MESSAGES } from './banner-rules.ts';

/** "Edit Banner Name": a blank name (after trimming) does nothing, as the spec says. */
export function BannerEditDialog({ banner, onClose }: { banner: Banner | null; onClose: () => void }) {
  const formId = useId();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const changed = useBannersChanged();

  useEffect(() => setName(banner?.name ?? ''), [banner]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!banner || !trimmed || saving) return;
    setSaving(true);
    try {
      await adminApi.put(`/api/banners/${banner._id}`, { name: trimmed });
      toast.success(BANNER_MESSAGES.renamed);
      onClose();
      void changed();
    } catch (error) {
      toast.error(errorMessage(error, BANNER_MESSAGES.editFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={banner !== null}
      title="Edit Banner Name"
      onClose={onClose}
      footer={
        <>
          <button type="button" className={btn.secondary} onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className={btn.primary} disabled={saving}>
            Save
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={`${formId}-name`} className={field.label}>
          Banner Name
        </label>
        <input id={`${formId}-name`} className={field.input} value={name} placeholder="Banner Name" maxLength={100} onChange={(e) => setName(e.target.value)} />
      </form>
    </Modal>
  );
}
