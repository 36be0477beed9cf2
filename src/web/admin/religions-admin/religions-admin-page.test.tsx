import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Religion } from '../../../contract/catalogue.ts';
import { toast } from '../components/index.ts';
import { confirmDelete, json, openDialog, press, renderAndSee, renderTable, saveAndSee, stubAdminApi, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import ReligionsAdminPage from './religions-admin-page.tsx';
import { checkReligion } from './religion-rules.ts';

const religion = (name: string, isUsed = false): Religion => ({
  _id: `r-${name}`,
  religion_uuid: `r-${name}`,
  name,
  isUsed,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const stubApi = (list: Religion[] | 'fail', handler?: Handler) =>
  stubAdminApi({ '/api/religions/GetReligionList': list === 'fail' ? 'fail' : { success: true, result: list } }, handler);

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
    await renderTable(<ReligionsAdminPage />, 'Religions', ['Name', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Delete Hindu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Sikh' })).toBeTruthy();
  });

  it('says "Failed to fetch religions." when the list fails', async () => {
    stubApi('fail');
    await renderAndSee(<ReligionsAdminPage />, 'Failed to fetch religions.');
  });

  it('New Religion: blank, duplicate, then created with JSON {name}', async () => {
    const fetch = stubApi([religion('Hindu')], (url, init) => (url === '/api/religions' && init?.method === 'POST' ? json(201, religion('Jain')) : undefined));
    renderWithApp(<ReligionsAdminPage />);
    await screen.findByRole('table');
    const dialog = await openDialog('New Religion', 'New Religion');
    press(dialog);
    expect(await screen.findByText((_, el) => el?.textContent === 'Name  required.' && el.children.length === 0)).toBeTruthy();
    await saveAndSee(dialog, { Name: 'HINDU' }, 'Name already exists.');
    await saveAndSee(dialog, { Name: ' Jain ' }, 'Religion created.');
    const post = fetch.mock.calls.find(([url, init]) => url === '/api/religions' && init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ name: 'Jain' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit Religion: blank says "Name required."; a server failure says its message or "Update failed."', async () => {
    let status = 409;
    stubApi([religion('Hindu')], (url, init) =>
      url === '/api/religions/r-Hindu' && init?.method === 'PUT'
        ? json(status, { message: status === 409 ? 'Name already exists.' : 'Internal Server Error' })
        : undefined,
    );
    renderWithApp(<ReligionsAdminPage />);
    const dialog = await openDialog('Edit Hindu', 'Edit Religion');
    await saveAndSee(dialog, { Name: '' }, 'Name required.');
    await saveAndSee(dialog, { Name: 'Hindus' }, 'Name already exists.');
    status = 500;
    await saveAndSee(dialog, {}, 'Update failed.');
  });

  it('Delete asks "Delete this Religion?"; a refusal shows the server message', async () => {
    stubApi([religion('Sikh')], (_url, init) => (init?.method === 'DELETE' ? json(409, { message: 'This religion is used by a listing.' }) : undefined));
    renderWithApp(<ReligionsAdminPage />);
    await confirmDelete('Sikh', 'Delete this Religion?');
    expect(await screen.findByText('This religion is used by a listing.')).toBeTruthy();
  });
});
