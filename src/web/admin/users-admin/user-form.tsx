import { useState } from 'react';
import { PASSWORD_MIN, type User } from '../../../contract/users.ts';
import { FormModal, LabelledInput, NameField, toast } from '../components/index.ts';
import { useSaveUser } from './user-queries.ts';
import { checkUser } from './user-rules.ts';

export interface UserFormProps {
  /** The user being edited; null = New User. */
  user: User | null;
  /** After a cancel or a successful save. */
  onClose: () => void;
}

/**
 * New User (name, mobile, password) and Edit User (name, mobile, and an optional NEW password:
 * the stored one is never shown, D-S3). The server checks the password length and the mobile
 * format; its message is shown as it is.
 */
export function UserForm({ user, onClose }: UserFormProps) {
  const [name, setName] = useState(user?.User_name ?? '');
  const [mobile, setMobile] = useState(user?.Mobile_number ?? '');
  const [password, setPassword] = useState('');
  const save = useSaveUser();
  const busy = save.isPending;
  const editing = user !== null;

  const submit = () => {
    const draft = { name, mobile, password };
    const problem = checkUser(draft, editing);
    if (problem) toast.error(problem);
    else save.mutate({ user, draft }, { onSuccess: onClose });
  };

  return (
    <FormModal title={editing ? 'Edit User' : 'New User'} onClose={onClose} onSubmit={submit} busy={busy} className="space-y-4">
      <NameField value={name} onChange={setName} autoCapitalize="none" disabled={busy} />
      <LabelledInput
        label="Mobile"
        type="tel"
        inputMode="tel"
        value={mobile}
        onChange={setMobile}
        maxLength={20}
        autoComplete="off"
        placeholder="+91 98765 43210"
        aria-required="true"
        disabled={busy}
      />
      <LabelledInput
        label={editing ? 'New password (optional)' : 'Password'}
        hint={editing ? `Leave empty to keep the current password. At least ${PASSWORD_MIN} characters.` : `At least ${PASSWORD_MIN} characters.`}
        type="password"
        value={password}
        onChange={setPassword}
        maxLength={200}
        autoComplete="new-password"
        aria-required={editing ? undefined : 'true'}
        disabled={busy}
      />
    </FormModal>
  );
}
