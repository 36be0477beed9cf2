import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Religion } from '../../../contract/catalogue.ts';
import { toast } from '../components/index.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import ReligionsAdminPage from './religions-admin-page.tsx';
import { checkReligion } from './religion-rules.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const religion = (name: string, isUsed = false): Religion => ({ _id: `r-${name}`, religion_uuid: `r-${name}`, name, isUsed, createdAt: '2025-01-01T00:00:00.000Z' });

type Handler = (url: string, init?: RequestInit) => Response | undefined;
function stubApi(list: Religion[] | 'fail', handler: Handler = () => undefined) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/users/me') return json(200, { _id: 'u1', User_name: 'admin' });
    if (url === '/api/religions/GetReligionList') return list === 'fail' ? json(500, { message: 'x' }) : json(200, { success: true, result: list });
    return handler(url, init) ?? json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

afterEach(() => act(() => toast.remove()));

describe('religion rules', () => {
  it('says "Name  required." (two spaces) on create and "Name required." on edit', () => {
    expect(checkReligion('  ', [])).toBe('Name  required.');
    expect(checkReligion('', [religion('Hindu')], religion('Hindu'))).toBe('Name required.');
  });
  it('refuses a taken name in any case, except its own', () => {
    const list = [religion('Hindu'), religion('Muslim')];
    expect(checkReligion(' hindu ', list)).toBe('Name already exists.');
    expect(checkReligion('HINDU', list, list[0])).toBeNull();
    expect(checkReligion('muslim', list, list[0])).toBe('Name already exists.');
  });
});

describe('Religions', () => {
  it('lists religions with Name and Actions; Delete hidden for one in use', async () => {
    stubApi([religion('Hindu', true), religion('Sikh')]);
    renderWithApp(<ReligionsAdminPage />);
    const table = await screen.findByRole('table', { name: 'Religions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Delete Hindu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Sikh' })).toBeTruthy();
  });

  it('says "Failed to fetch religions." when the list fails', async () => {
    stubApi('fail');
    renderWithApp(<ReligionsAdminPage />);
    expect(await screen.findByText('Failed to fetch religions.')).toBeTruthy();
  });

  it('New Religion: blank, duplicate, then created with JSON {name}', async () => {
    const fetch = stubApi([religion('Hindu')], (url, init) => (url === '/api/religions' && init?.method === 'POST' ? json(201, religion('Jain')) : undefined));
    renderWithApp(<ReligionsAdminPage />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'New Religion' }));
    const dialog = screen.getByRole('dialog', { name: 'New Religion' });
    save(dialog);
    expect(await screen.findByText((_, el) => el?.textContent === 'Name  required.' && el.children.length === 0)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'HINDU' } });
    save(dialog);
    expect(await screen.findByText('Name already exists.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Jain ' } });
    save(dialog);
    expect(await screen.findByText('Religion created.')).toBeTruthy();
    const post = fetch.mock.calls.find(([url, init]) => url === '/api/religions' && init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ name: 'Jain' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit Religion: blank says "Name required."; a server failure says its message or "Update failed."', async () => {
    let status = 409;
    stubApi([religion('Hindu')], (url, init) => (url === '/api/religions/r-Hindu' && init?.method === 'PUT' ? json(status, { message: status === 409 ? 'Name already exists.' : 'Internal Server Error' }) : undefined));
    renderWithApp(<ReligionsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hindu' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Religion' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '' } });
    save(dialog);
    expect(await screen.findByText('Name required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Hindus' } });
    save(dialog);
    expect(await screen.findByText('Name already exists.')).toBeTruthy();
    status = 500;
    save(dialog);
    expect(await screen.findByText('Update failed.')).toBeTruthy();
  });

  it('Delete asks "Delete this Religion?"; a refusal shows the server message', async () => {
    stubApi([religion('Sikh')], (_url, init) => (init?.method === 'DELETE' ? json(409, { message: 'This religion is used by a listing.' }) : undefined));
    renderWithApp(<ReligionsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sikh' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Delete this Religion?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This religion is used by a listing.')).toBeTruthy();
  });
});
