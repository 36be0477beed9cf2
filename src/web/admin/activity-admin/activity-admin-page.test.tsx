import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import ActivityAdminPage, { PAGE_SIZE } from './activity-admin-page.tsx';

const OWNER = 'a0000000-0000-4000-8000-000000000001';
const ID = 'c0000000-0000-4000-8000-000000000001';

const entry = (n: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `e${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`,
  at: new Date(Date.UTC(2024, 2, 1, 10, 0, n)).toISOString(),
  userId: OWNER,
  userName: 'owner',
  ip: '203.0.113.7',
  action: 'create',
  entity: 'religion',
  recordId: ID,
  label: `Religion ${n}`,
  changes: { name: { before: null, after: `Religion ${n}` } },
  ...fields,
});

const USERS = {
  success: true,
  result: [{ _id: OWNER, User_uuid: OWNER, User_name: 'owner', Mobile_number: '+919800000001', createdAt: '2024-01-01T00:00:00.000Z' }],
};

/** GET /api/audit answered from `all`, honouring entity, user, limit and offset; `fail` makes it answer 500, `pending` never. */
const stubApi = (all: AuditEntry[], options: { fail?: () => boolean; pending?: true } = {}) =>
  stubAdminApi(
    { '/api/users/GetUserList': USERS },
    (url) => {
      if (!url.startsWith('/api/audit?')) return undefined;
      if (options.pending) return new Promise<Response>(() => {});
      if (options.fail?.()) return json(500, { message: 'Internal Server Error' });
      const q = new URL(url, 'http://x').searchParams;
      const rows = all
        .filter((e) => !q.get('entity') || e.entity === q.get('entity'))
        .filter((e) => !q.get('user') || e.userId === q.get('user') || e.userName === q.get('user'))
        .filter((e) => !q.get('q') || `${e.label} ${e.userName}`.toLowerCase().includes(q.get('q')!.toLowerCase()));
      const offset = Number(q.get('offset') ?? 0);
      return json(200, { success: true, result: rows.slice(offset, offset + Number(q.get('limit'))) });
    },
    { _id: OWNER, User_name: 'owner' },
  );

const headings = () => textsOf(screen.getByRole('list', { name: 'Activity' }), 'heading', { level: 2 });

describe('Activity', () => {
  it('shows each entry as a card: what, who, when (IST), from where, and each changed field', async () => {
    stubApi([
      entry(3, {
        action: 'update',
        entity: 'category',
        label: 'Cups',
        changes: { name: { before: 'Trophies', after: 'Cups' }, image: { before: '/media/a.webp', after: '/media/b.webp' } },
      }),
      entry(2, { action: 'login-failed', entity: 'user', userId: null, userName: 'meena', recordId: ID, label: 'meena', changes: {} }),
      entry(2, {
        _id: 'f0000000-0000-4000-8000-000000000002',
        action: 'login-failed',
        entity: 'user',
        userId: null,
        userName: '',
        recordId: null,
        label: '',
        changes: {},
      }),
      entry(1, {
        action: 'delete',
        entity: 'listing',
        label: 'Royal Invite',
        changes: { title: { before: 'Royal Invite', after: null }, images: { before: ['/media/1.webp', '/media/2.webp'], after: null } },
      }),
    ]);
    renderWithApp(<ActivityAdminPage />);
    await screen.findByRole('list', { name: 'Activity' });
    expect(headings()).toEqual(['Changed category: Cups', 'Failed login', 'Failed login', 'Deleted item: Royal Invite']);

    const update = screen.getByRole('article', { name: 'Changed category: Cups' });
    expect(within(update).getByText('owner')).toBeTruthy();
    const time = update.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2024-03-01T10:00:03.000Z');
    expect(time.textContent).toBe('1 Mar 2024, 3:30 pm IST');
    expect(within(update).getByText('From 203.0.113.7')).toBeTruthy();
    expect(within(update).getByText('Name').nextElementSibling!.textContent).toBe('Trophies→changed toCups');
    expect(within(update).getByText('Image')).toBeTruthy();

    const [failed, unknownName] = screen.getAllByRole('article', { name: 'Failed login' });
    expect(failed!.textContent).toContain('Name tried: meena');
    // A name that is no account's is not kept by the server (it might have been a password).
    expect(unknownName!.textContent).toContain('Name tried: not an account');

    const removed = screen.getByRole('article', { name: 'Deleted item: Royal Invite' });
    expect(textsOf(removed, 'listitem')).toEqual(['/media/1.webp', '/media/2.webp']);
  });

  it('reads as the owner would: rupees, payment methods and stages by their names, records by their number and never by id', async () => {
    const job = 'SGP-2026-27-0042';
    stubApi([
      entry(4, {
        entity: 'payment',
        label: `${job} · Asha`,
        changes: { orderNumber: { before: null, after: job }, amount: { before: null, after: '157.50' }, method: { before: null, after: 'upi' } },
      }),
      entry(3, { entity: 'payment', label: `${job} · Asha`, changes: { amount: { before: null, after: '-500.50' }, method: { before: null, after: 'bank' } } }),
      entry(2, {
        action: 'update',
        entity: 'quote',
        label: `${job} · Wedding card`,
        changes: { stage: { before: 'in_production', after: 'dispatched' }, finalPrice: { before: '4000', after: '4350.5' } },
      }),
      entry(1, { entity: 'invoice', label: 'INV-2026-27-0007', changes: { total: { before: null, after: '4999.99' } } }),
    ]);
    renderWithApp(<ActivityAdminPage />);
    await screen.findByRole('list', { name: 'Activity' });
    const field = (article: HTMLElement, name: string) => within(article).getByText(name).nextElementSibling!.textContent;
    const [paid, reversed] = screen.getAllByRole('article', { name: `Added payment: ${job} · Asha` });
    expect([field(paid!, 'Amount'), field(paid!, 'Method'), field(paid!, 'Order number')]).toEqual(['₹157.50', 'UPI', job]);
    expect([field(reversed!, 'Amount'), field(reversed!, 'Method')]).toEqual(['−₹500.50', 'Bank transfer']);
    const quote = screen.getByRole('article', { name: `Changed quote: ${job} · Wedding card` });
    expect(field(quote, 'Stage')).toBe('In production→changed toDispatched');
    expect(field(quote, 'Final price')).toBe('₹4,000→changed to₹4,350.50');
    expect(field(screen.getByRole('article', { name: 'Added bill: INV-2026-27-0007' }), 'Total')).toBe('₹4,999.99');
    expect(screen.getByRole('list', { name: 'Activity' }).textContent).not.toContain(ID);
  });

  it('filters by record and by user, asking the server', async () => {
    const fetch = stubApi([entry(2, { entity: 'banner', label: 'Diwali' }), entry(1, { userId: null, userName: 'other' })]);
    renderWithApp(<ActivityAdminPage />);
    await screen.findByRole('list', { name: 'Activity' });
    expect(headings()).toEqual(['Added banner: Diwali', 'Added religion: Religion 1']);

    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'religion' } });
    await waitFor(() => expect(headings()).toEqual(['Added religion: Religion 1']));
    expect(fetch.mock.calls.some(([url]) => url.includes('entity=religion'))).toBe(true);

    fireEvent.change(screen.getByLabelText('User'), { target: { value: OWNER } });
    expect(await screen.findByText('No activity found.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url.includes(`user=${OWNER}`) && url.includes('entity=religion'))).toBe(true);
  });

  it('searches every entry on the server, not only the ones loaded', async () => {
    const all = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => entry(PAGE_SIZE + 5 - i));
    const fetch = stubApi(all);
    renderWithApp(<ActivityAdminPage />);
    await screen.findByRole('list', { name: 'Activity' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search activity' }), { target: { value: 'religion 3' } });
    await waitFor(() =>
      expect(headings()).toEqual([
        'Added religion: Religion 39',
        'Added religion: Religion 38',
        'Added religion: Religion 37',
        'Added religion: Religion 36',
        'Added religion: Religion 35',
        'Added religion: Religion 34',
        'Added religion: Religion 33',
        'Added religion: Religion 32',
        'Added religion: Religion 31',
        'Added religion: Religion 30',
        'Added religion: Religion 3',
      ]),
    );
    expect(fetch.mock.calls.some(([url]) => url.includes('q=religion+3'))).toBe(true);
  });

  it('loads more, a page at a time, until there is no more', async () => {
    const all = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => entry(PAGE_SIZE + 5 - i));
    stubApi(all);
    renderWithApp(<ActivityAdminPage />);
    await screen.findByRole('list', { name: 'Activity' });
    expect(headings()).toHaveLength(PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(headings()).toHaveLength(PAGE_SIZE + 5));
    expect(headings().at(-1)).toBe('Added religion: Religion 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when it could not load, and tries again', async () => {
    let failing = true;
    stubApi([entry(1)], { fail: () => failing });
    renderWithApp(<ActivityAdminPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the activity.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Added religion: Religion 1' })).toBeTruthy();
  });

  it('says it is loading while the answer is on its way', async () => {
    stubApi([], { pending: true });
    renderWithApp(<ActivityAdminPage />);
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    stubApi([]);
    renderWithApp(<ActivityAdminPage />);
    expect(await screen.findByText('No activity found.')).toBeTruthy();
  });
});
