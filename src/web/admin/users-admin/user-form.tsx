import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN, type User } from '../../../contract/users.ts';
import { btn, field, Modal, toast } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { MESSAGES, userBody, userComplete } from './user-rules.ts';

export interface UserFormProps {
  /** The user being edited; null = New User. */
  user: User | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * New User (name, mobile, password) and Edit User (name, mobile, and an optional NEW password:
 * the stored one is never shown, D-S3). The server checks the password length and the mobile
 * format; its message is shown as it is.
 */
export function UserForm({ user, onClose, onSaved }: UserFormProps) {
  const formId = useId();
  const ids = { name: useId(), mobile: useId(), password: useId(), hint: useId() };
  const [name, setName] = useState(user?.User_name ?? '');
  const [mobile, setMobile] = useState(user?.Mobile_number ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const editing = user !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const draft = { name, mobile, password };
    if (!userComplete(draft, editing)) {
      toast.error(MESSAGES.missing);
      return;
    }
    setBusy(true);
    try {
      if (editing) {
        await adminApi.put(`/api/users/updateUser/${user._id}`, userBody(draft));
        toast.success(MESSAGES.updated);
      } else {
        const answer = await adminApi.post('/api/users/addUser', userBody(draft));
        if (answer === 'exist') {
          setBusy(false);
          toast.error(MESSAGES.exists);
          return;
        }
        toast.success(MESSAGES.added);
      }
    } catch (error) {
      setBusy(false);
      toast.error(errorMessage(error, editing ? MESSAGES.updateFailed : MESSAGES.addFailed));
      return;
    }
    onSaved();
  };

  return (
    <Modal
      open
      title={editing ? 'Edit User' : 'New User'}
      onClose={() => !busy && onClose()}
      closeOnBackdrop={false}
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
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div>
          <label htmlFor={ids.name} className={field.label}>
            Name
          </label>
          <input id={ids.name} type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" autoCapitalize="none" aria-required="true" className={field.input} disabled={busy} />
        </div>
        <div>
          <label htmlFor={ids.mobile} className={field.label}>
            Mobile
          </label>
          <input id={ids.mobile} type="tel" inputMode="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} maxLength={20} autoComplete="off" placeholder="+91 98765 43210" aria-required="true" className={field.input} disabled={busy} />
        </div>
        <div>
          <label htmlFor={ids.password} className={field.label}>
            {editing ? 'New password (optional)' : 'Password'}
          </label>
          <input
            id={ids.password}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={200}
            autoComplete="new-password"
            aria-required={editing ? undefined : 'true'}
            aria-describedby={ids.hint}
            className={field.input}
            disabled={busy}
          />
          <p id={ids.hint} className={field.hint}>
            {editing ? `Leave empty to keep the current password. At least ${PASSWORD_MIN} characters.` : `At least ${PASSWORD_MIN} characters.`}
          </p>
        </div>
      </form>
    </Modal>
  );
}
