import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.tsx';
import LoginPage from './login-page.tsx';

type Answer = { status: number; body: unknown } | Error;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers by path: GET /api/setup, POST /api/users/login, POST /api/setup. */
function stubApi(answers: { setup?: boolean; login?: Answer; createSetup?: Answer }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const pick = (answer: Answer | undefined) => {
      if (answer instanceof Error) throw answer;
      return json(answer?.status ?? 500, answer?.body ?? {});
    };
    if (url === '/api/setup' && method === 'GET') return json(200, { needsSetup: answers.setup ?? false });
    if (url === '/api/setup') return pick(answers.createSetup);
    if (url === '/api/users/login') return pick(answers.login);
    if (url === '/api/confi/GetConfiList') return json(200, { success: true, result: [] });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  localStorage.clear();
});
afterEach(() => localStorage.clear());

async function submitLogin(name = 'owner', password = 'secret-pass') {
  fireEvent.change(screen.getByLabelText('User Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe('login form', () => {
  it.each([
    ['notexist', { status: 200, body: { status: 'notexist' } }, 'User has not signed up.'],
    ['invalid', { status: 200, body: { status: 'invalid', message: 'Invalid credentials.' } }, 'Invalid credentials. Please check your username and password.'],
    ['an old-style {status:fail}', { status: 200, body: { status: 'fail' } }, 'An error occurred during login. Please try again.'],
    ['a 429', { status: 429, body: { message: 'Too many failed logins.' } }, 'An error occurred during login. Please try again.'],
    ['a 500', { status: 500, body: { message: 'Internal Server Error' } }, 'An error occurred during login. Please try again.'],
    ['a network failure', new TypeError('Failed to fetch'), 'An error occurred during login. Please try again.'],
  ])('alerts on %s and stays on /login', async (_, answer, text) => {
    stubApi({ login: answer as Answer });
    renderWithApp(<LoginPage />, { path: '/login' });
    await submitLogin();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(localStorage.getItem('User_name')).toBeNull();
  });

  it('on {status:exist} stores the user name and opens /admin', async () => {
    const fetch = stubApi({ login: { status: 200, body: { status: 'exist', User_name: 'Owner' } } });
    renderWithApp(<LoginPage />, { path: '/login' });
    await submitLogin('owner', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(localStorage.getItem('User_name')).toBe('Owner');
    expect(alert).not.toHaveBeenCalled();
    const call = fetch.mock.calls.find(([url]) => url === '/api/users/login')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ User_name: 'owner', Password: 'secret-pass' });
  });

  it('returns to the wanted page after logging in', async () => {
    stubApi({ login: { status: 200, body: { status: 'exist', User_name: 'Owner' } } });
    renderWithApp(<LoginPage />, { path: '/login?next=%2FUploadBanner' });
    await submitLogin();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/UploadBanner'));
  });

  it('never returns to another site', async () => {
    stubApi({ login: { status: 200, body: { status: 'exist', User_name: 'Owner' } } });
    renderWithApp(<LoginPage />, { path: '/login?next=%2F%2Fevil.example' });
    await submitLogin();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });

  it('requires both fields', async () => {
    const fetch = stubApi({});
    renderWithApp(<LoginPage />, { path: '/login' });
    expect((screen.getByLabelText('User Name') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/users/login')).toBe(false);
  });
});

describe('first admin', () => {
  it('offers to create the first admin while there is no user, then opens /admin logged in', async () => {
    const fetch = stubApi({ setup: true, createSetup: { status: 201, body: { status: 'exist', User_name: 'Owner' } } });
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Create the first admin' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'Owner' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect((screen.getByLabelText('Password') as HTMLInputElement).minLength).toBe(8);
    // Past the browser's own minlength check, the form checks again.
    fireEvent.submit(screen.getByRole('button', { name: 'Create admin' }).closest('form')!);
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Mobile (optional)'), { target: { value: '+91 98000 00000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(localStorage.getItem('User_name')).toBe('Owner');
    const call = fetch.mock.calls.find(([url, init]) => url === '/api/setup' && init?.method === 'POST')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ User_name: 'Owner', Password: 'long-enough-1', Mobile_number: '+91 98000 00000' });
  });

  it('shows the server message when setup is refused, and the login form once an admin exists', async () => {
    stubApi({ setup: true, createSetup: { status: 403, body: { message: 'The shop already has an admin. Please log in.' } } });
    renderWithApp(<LoginPage />, { path: '/login' });
    await screen.findByRole('heading', { name: 'Create the first admin' });
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: 'Owner' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create admin' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The shop already has an admin. Please log in.'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('shows the login form when an admin exists', async () => {
    stubApi({ setup: false });
    renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Create the first admin' })).toBeNull();
  });
});
