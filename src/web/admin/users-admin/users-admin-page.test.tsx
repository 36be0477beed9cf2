import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users.ts';
import { toast } from '../components/index.ts';
import { confirmDelete, fill, json, openDialog, press, renderTable, stubAdminApi, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import UsersAdminPage from './users-admin-page.tsx';

const user = (name: string, mobile: string): User => ({
  _id: `u-${name}`,
  User_uuid: `u-${name}`,
  User_name: name,
  Mobile_number: mobile,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const stubApi = (list: User[], handler?: Handler) =>
  stubAdminApi({ '/api/users/GetUserList': { success: true, result: list } }, handler, { _id: 'u-owner', User_name: 'owner' });
const save = (dialog: HTMLElement) => press(dialog);
const type = (dialog: HTMLElement, label: string, value: string) => fill(dialog, { [label]: value });
const bodyOf = (fetch: ReturnType<typeof stubApi>, method: string) =>
  JSON.parse(fetch.mock.calls.findLast(([, init]) => init?.method === method)![1]!.body as string);

afterEach(() => act(() => toast.remove()));

describe('Users', () => {
  it('lists Name and Mobile (as typed: +91, leading zeros); search by name or number', async () => {
    stubApi([user('owner', '+91 98765 43210'), user('ravi', '09876543210')]);
    await renderTable(<UsersAdminPage />, 'Users', ['Name', 'Mobile', 'Actions']);
    expect(screen.getByText('09876543210')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: '0987' } });
    expect(screen.queryByText('owner')).toBeNull();
    expect(screen.getByText('ravi')).toBeTruthy();
  });

  it('New User: exist, server refusal, then added', async () => {
    let answer: Response = json(200, 'exist');
    const fetch = stubApi([user('owner', '1234567')], (url) => (url === '/api/users/addUser' ? answer : undefined));
    renderWithApp(<UsersAdminPage />);
    await screen.findByRole('table');
    const dialog = await openDialog('New User', 'New User');
    expect((within(dialog).getByLabelText('Mobile') as HTMLInputElement).type).toBe('tel');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    type(dialog, 'Name', 'ravi');
    save(dialog);
    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    type(dialog, 'Mobile', '+91 09876 54321');
    type(dialog, 'Password', 'long-enough-1');
    save(dialog);
    expect(await screen.findByText('User already exists')).toBeTruthy();
    expect(bodyOf(fetch, 'POST')).toEqual({ User_name: 'ravi', Mobile_number: '+91 09876 54321', Password: 'long-enough-1' });
    answer = json(400, { message: 'Password must be at least 8 characters.' });
    save(dialog);
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    answer = json(500, { message: 'Internal Server Error' });
    save(dialog);
    expect(await screen.findByText('Error adding user.')).toBeTruthy();
    answer = json(201, 'notexist');
    save(dialog);
    expect(await screen.findByText('User added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit User: never shows a password, needs name and mobile, sends a new password only when typed', async () => {
    const fetch = stubApi([user('ravi', '1234567')], (url, init) =>
      url === '/api/users/updateUser/u-ravi' && init?.method === 'PUT'
        ? json(200, { success: true, message: 'User updated', result: user('ravi', '7654321') })
        : undefined,
    );
    renderWithApp(<UsersAdminPage />);
    let dialog = await openDialog('Edit ravi', 'Edit User');
    expect((within(dialog).getByLabelText('New password (optional)') as HTMLInputElement).value).toBe('');
    type(dialog, 'Mobile', ' ');
    save(dialog);
    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    type(dialog, 'Mobile', '7654321');
    save(dialog);
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(bodyOf(fetch, 'PUT')).toEqual({ User_name: 'ravi', Mobile_number: '7654321' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog('Edit ravi', 'Edit User');
    type(dialog, 'New password (optional)', 'a-new-password');
    save(dialog);
    await waitFor(() => expect(bodyOf(fetch, 'PUT')).toEqual({ User_name: 'ravi', Mobile_number: '1234567', Password: 'a-new-password' }));
  });

  it('Delete asks its question; the last user is refused with the server message', async () => {
    stubApi([user('owner', '1234567')], (_url, init) => (init?.method === 'DELETE' ? json(409, { message: 'The last user cannot be deleted.' }) : undefined));
    renderWithApp(<UsersAdminPage />);
    await confirmDelete('owner', 'Are you sure you want to delete this user?');
    expect(await screen.findByText('The last user cannot be deleted.')).toBeTruthy();
  });
});
