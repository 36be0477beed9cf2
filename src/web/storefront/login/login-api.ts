// The API client and the schemas (zod) load when the form is sent, not with the page.
const api = () => import('../../shared/lib/api.ts');
const schemas = () => import('../../../contract/users.ts');

/** The spec's login alerts (§8), verbatim. */
export const LOGIN_ALERTS = {
  notexist: 'User has not signed up.',
  invalid: 'Invalid credentials. Please check your username and password.',
  error: 'An error occurred during login. Please try again.',
} as const;

export type LoginResult = { status: 'exist'; User_name: string } | { status: keyof typeof LOGIN_ALERTS };

/**
 * POST /api/users/login. Only an answer {status:'exist'} is a success (the old app took any other
 * answer, {status:'fail'} included, as one: D-S5); a network failure, any 4xx/5xx (429 too) or an
 * unexpected body is the generic error.
 */
export async function login(name: string, password: string): Promise<LoginResult> {
  try {
    const [{ apiRequest }, { LoginAnswerSchema }] = await Promise.all([api(), schemas()]);
    const answer = await apiRequest('/api/users/login', LoginAnswerSchema, { method: 'POST', json: { User_name: name, Password: password } });
    return answer.status === 'exist' ? { status: 'exist', User_name: answer.User_name } : { status: answer.status };
  } catch {
    return { status: 'error' };
  }
}

/** GET /api/setup: true while the shop has no user at all (a failure counts as "no"). */
export async function needsSetup(): Promise<boolean> {
  try {
    const [{ apiRequest }, { SetupStatusSchema }] = await Promise.all([api(), schemas()]);
    return (await apiRequest('/api/setup', SetupStatusSchema)).needsSetup;
  } catch {
    return false;
  }
}

export type SetupResult = { ok: true; User_name: string } | { ok: false; message: string; alreadyDone: boolean };

/** POST /api/setup: creates the first admin and logs them in; 403 once any user exists. */
export async function createFirstAdmin(fields: { User_name: string; Password: string; Mobile_number: string }): Promise<SetupResult> {
  try {
    const { status, body } = await (await api()).apiFetch('/api/setup', { method: 'POST', json: fields });
    const answer = body as { status?: unknown; User_name?: unknown; message?: unknown } | null;
    if (status === 201 && answer?.status === 'exist' && typeof answer.User_name === 'string') return { ok: true, User_name: answer.User_name };
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : 'Something went wrong. Please try again.';
    return { ok: false, message, alreadyDone: status === 403 };
  } catch {
    return { ok: false, message: 'Could not reach the server. Please try again.', alreadyDone: false };
  }
}
