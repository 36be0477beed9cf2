import { LoginAnswerSchema } from '../../../contract/users.ts';

/** The spec's login alerts (§8), verbatim. */
export const LOGIN_ALERTS = {
  notexist: 'User has not signed up.',
  invalid: 'Invalid credentials. Please check your username and password.',
  error: 'An error occurred during login. Please try again.',
} as const;

export type LoginResult = { status: 'exist'; User_name: string } | { status: keyof typeof LOGIN_ALERTS };

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * POST /api/users/login. Only an answer {status:'exist'} is a success (the old app took any other
 * answer, {status:'fail'} included, as one: D-S5); a network failure, any 4xx/5xx (429 too) or an
 * unexpected body is the generic error.
 */
export async function login(name: string, password: string): Promise<LoginResult> {
  try {
    const res = await post('/api/users/login', { User_name: name, Password: password });
    if (!res.ok) return { status: 'error' };
    const answer = LoginAnswerSchema.safeParse(await res.json());
    if (!answer.success) return { status: 'error' };
    return answer.data.status === 'exist' ? { status: 'exist', User_name: answer.data.User_name } : { status: answer.data.status };
  } catch {
    return { status: 'error' };
  }
}

/** GET /api/setup: true while the shop has no user at all (a failure counts as "no"). */
export async function needsSetup(): Promise<boolean> {
  try {
    const res = await fetch('/api/setup', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return false;
    return ((await res.json()) as { needsSetup?: unknown }).needsSetup === true;
  } catch {
    return false;
  }
}

export type SetupResult = { ok: true; User_name: string } | { ok: false; message: string; alreadyDone: boolean };

/** POST /api/setup: creates the first admin and logs them in; 403 once any user exists. */
export async function createFirstAdmin(fields: { User_name: string; Password: string; Mobile_number: string }): Promise<SetupResult> {
  try {
    const res = await post('/api/setup', fields);
    const body = (await res.json().catch(() => null)) as { status?: unknown; User_name?: unknown; message?: unknown } | null;
    if (res.status === 201 && body?.status === 'exist' && typeof body.User_name === 'string') return { ok: true, User_name: body.User_name };
    const message = typeof body?.message === 'string' && body.message ? body.message : 'Something went wrong. Please try again.';
    return { ok: false, message, alreadyDone: res.status === 403 };
  } catch {
    return { ok: false, message: 'Could not reach the server. Please try again.', alreadyDone: false };
  }
}
