import { useState, type FormEvent } from 'react';
import { LOGIN_ALERTS, login } from './login-api.ts';

const input = 'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base';
const button = 'inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-900 disabled:opacity-60';

/**
 * The login form. Submit stays disabled until the page is interactive, so a tap before the
 * script runs cannot send the password anywhere (method=post: never in a URL either).
 */
export function LoginForm({ ready, onSuccess }: { ready: boolean; onSuccess: (userName: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('User_name') ?? '').trim();
    const password = String(data.get('Password') ?? '');
    if (!name || !password) {
      setProblem('Fill all fields');
      return;
    }
    setProblem('');
    setBusy(true);
    const result = await login(name, password);
    setBusy(false);
    if (result.status === 'exist') onSuccess(result.User_name);
    else window.alert(LOGIN_ALERTS[result.status]);
  };

  return (
    <form method="post" onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h1 className="text-2xl font-semibold">Login</h1>
      <div>
        <label htmlFor="login-user" className="block text-sm font-medium">
          User Name
        </label>
        <input id="login-user" name="User_name" required autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} className={input} />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium">
          Password
        </label>
        <input id="login-password" name="Password" type="password" required autoComplete="current-password" maxLength={200} className={input} />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={!ready || busy} className={button}>
        Submit
      </button>
    </form>
  );
}
