import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGE, PASSWORD_MIN } from '../../../contract/users.ts';
import { createFirstAdmin } from './login-api.ts';

const input = 'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base';
const button = 'inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-900 disabled:opacity-60';

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
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h1 className="text-2xl font-semibold">Create the first admin</h1>
      <p className="text-sm text-stone-600">The shop has no admin yet. Choose the user name and password you will log in with.</p>
      <div>
        <label htmlFor="setup-user" className="block text-sm font-medium">
          User Name
        </label>
        <input id="setup-user" name="User_name" required autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} className={input} />
      </div>
      <div>
        <label htmlFor="setup-password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="setup-password"
          name="Password"
          type="password"
          required
          minLength={PASSWORD_MIN}
          maxLength={200}
          autoComplete="new-password"
          aria-describedby="setup-password-hint"
          className={input}
        />
        <p id="setup-password-hint" className="mt-1 text-sm text-stone-600">
          At least {PASSWORD_MIN} characters.
        </p>
      </div>
      <div>
        <label htmlFor="setup-mobile" className="block text-sm font-medium">
          Mobile (optional)
        </label>
        <input id="setup-mobile" name="Mobile_number" type="tel" autoComplete="tel" maxLength={20} className={input} />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy} className={button}>
        Create admin
      </button>
    </form>
  );
}
