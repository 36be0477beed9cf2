import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGE, PASSWORD_MIN } from '../../../contract/password-rules.ts';
import { Field, FORM, FormEnd } from './form-parts.tsx';
import { createFirstAdmin } from './login-api.ts';

/** While the shop has no user: the owner creates the first admin here (POST /api/setup) and is logged in. */
export function SetupForm({ onDone, onAlreadyDone }: { onDone: (userName: string) => void; onAlreadyDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = {
      User_name: String(data.get('User_name') ?? '').trim(),
      Password: String(data.get('Password') ?? ''),
      Mobile_number: String(data.get('Mobile_number') ?? '').trim(),
    };
    if (!fields.User_name || !fields.Password) return setProblem('Fill all fields');
    if (fields.Password.length < PASSWORD_MIN) return setProblem(PASSWORD_MESSAGE);
    setProblem('');
    setBusy(true);
    const result = await createFirstAdmin(fields);
    setBusy(false);
    if (result.ok) return onDone(result.User_name);
    if (result.alreadyDone) {
      window.alert(result.message);
      return onAlreadyDone();
    }
    setProblem(result.message);
  };

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className={FORM}>
      <h1 className="text-2xl font-semibold">Create the first admin</h1>
      <p className="text-sm text-stone-600">The shop has no admin yet. Choose the user name and password you will log in with.</p>
      <Field id="setup-user" label="User Name" name="User_name" required autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} />
      <Field
        id="setup-password"
        label="Password"
        name="Password"
        type="password"
        required
        minLength={PASSWORD_MIN}
        maxLength={200}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <Field id="setup-mobile" label="Mobile (optional)" name="Mobile_number" type="tel" autoComplete="tel" maxLength={20} />
      <FormEnd problem={problem} disabled={busy}>
        Create admin
      </FormEnd>
    </form>
  );
}
