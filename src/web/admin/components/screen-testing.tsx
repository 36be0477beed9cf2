import { fireEvent, screen, within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.tsx';

/** What the admin screens' component tests do again and again: answer fetch, open dialogs, fill them, confirm a delete. */

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** More answers of a test: undefined = not this call (a 404); a promise that never settles keeps the call pending. */
export type Handler = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/** Stubs fetch: the logged-in admin (`me`), each GET of `lists` (url → its body, or 'fail' for a 500), then `handler`. */
export function stubAdminApi(lists: Record<string, unknown>, handler: Handler = () => undefined, me: object = { _id: 'u1', User_name: 'admin' }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/users/me') return json(200, me);
    if (url in lists && (init?.method ?? 'GET') === 'GET')
      return lists[url] === 'fail' ? json(500, { message: 'Internal Server Error' }) : json(200, lists[url]);
    return handler(url, init) ?? json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Presses `button` (waiting for it) and returns the dialog it opens. */
export async function openDialog(button: string, dialog: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: dialog });
}

/** Types into a dialog's fields, by label (`exact: false`: a label may say more, e.g. a " *"). */
export function fill(dialog: HTMLElement, fields: Record<string, string>, exact = true) {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(dialog).getByLabelText(label, { exact }), { target: { value } });
}

export const press = (dialog: HTMLElement, button = 'Save') => fireEvent.click(within(dialog).getByRole('button', { name: button }));

/** Fills the fields, presses Save and waits for the text (a toast, an alert in the modal). */
export async function saveAndSee(dialog: HTMLElement, fields: Record<string, string>, text: string) {
  fill(dialog, fields);
  press(dialog);
  expect(await screen.findByText(text)).toBeTruthy();
}

/** Presses a row's Delete, checks the confirm-delete's question and confirms. */
export async function confirmDelete(row: string, question: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Delete ${row}` }));
  const confirm = screen.getByRole('alertdialog');
  expect(within(confirm).getByText(question)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

/** Renders a screen and waits until it shows `text` (its list loaded, empty, or failed). */
export async function renderAndSee(ui: ReactNode, text: string) {
  const rendered = renderWithApp(ui);
  expect(await screen.findByText(text)).toBeTruthy();
  return rendered;
}

/** The texts of the elements of `role` in `container`, in order: a table's column headers, a list's items or headings. */
export const textsOf = (container: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) =>
  within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);

/** Renders a list screen, waits for its table and checks its column headers; returns the table. */
export async function renderTable(ui: ReactNode, name: string, columns: string[]) {
  renderWithApp(ui);
  const table = await screen.findByRole('table', { name });
  expect(textsOf(table, 'columnheader')).toEqual(columns);
  return table;
}
