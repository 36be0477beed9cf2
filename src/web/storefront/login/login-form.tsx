import { useState, type FormEvent } from 'react';
import { Field, FORM, FormEnd } from './form-parts.tsx';
import { LOGIN_ALERTS, login } from './login-api.ts';

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
    <form method="post" onSubmit={(e) => void submit(e)} className={FORM}>
      <h1 className="text-2xl font-semibold">Login</h1>
      <Field id="login-user" label="User Name" name="User_name" required autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} />
      <Field id="login-password" label="Password" name="Password" type="password" required autoComplete="current-password" maxLength={200} />
      <FormEnd problem={problem} disabled={!ready || busy}>
        Submit
      </FormEnd>
    </form>
  );
}
