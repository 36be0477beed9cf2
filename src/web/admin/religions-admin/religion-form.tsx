import { useId, useState, type FormEvent } from 'react';
import { ReligionSchema, type Religion } from '../../../contract/catalogue.ts';
import { btn, field, Modal, toast } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { checkReligion, MESSAGES } from './religion-rules.ts';

export interface ReligionFormProps {
  /** The religion being edited; null = New Religion. */
  religion: Religion | null;
  religions: readonly Religion[];
  onClose: () => void;
  onSaved: () => void;
}

/** The New Religion and Edit Religion modals (one name; problems are toasts, §5, §8). */
export function ReligionForm({ religion, religions, onClose, onSaved }: ReligionFormProps) {
  const formId = useId();
  const nameId = useId();
  const [name, setName] = useState(religion?.name ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkReligion(name, religions, religion ?? undefined);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const body = { name: name.trim() };
      if (religion) await adminApi.put(`/api/religions/${religion._id}`, body, { schema: ReligionSchema });
      else await adminApi.post('/api/religions', body, { schema: ReligionSchema });
    } catch (error) {
      setBusy(false);
      toast.error(errorMessage(error, religion ? MESSAGES.updateFailed : MESSAGES.createFailed));
      return;
    }
    toast.success(religion ? MESSAGES.updated : MESSAGES.created);
    onSaved();
  };

  return (
    <Modal
      open
      title={religion ? 'Edit Religion' : 'New Religion'}
      onClose={() => !busy && onClose()}
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
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor={nameId} className={field.label}>
          Name
        </label>
        <input id={nameId} type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" aria-required="true" className={field.input} disabled={busy} />
      </form>
    </Modal>
  );
}
