import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubAdminApi } from './screen-testing.tsx';
import { PhoneNotifications } from './phone-notifications.tsx';

/** The shop's VAPID public key as the server gives it, and its bytes. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example/send/this-phone';

/** The browser's side, standing in for Chromium's: the permission, the worker's push manager and its subscription. */
let permission: NotificationPermission;
let asked: number;
let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null;
let subscribedWith: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[];

function subscriptionFor(key: Uint8Array) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
}

const pushManager = {
  getSubscription: async () => subscription,
  subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    subscribedWith.push(options);
    subscription = subscriptionFor(options.applicationServerKey);
    return subscription;
  },
};
const registration = { pushManager };

/** The browser's Notification, which answers the owner's tap on its permission question with `answer`. */
function answerPermission(answer: NotificationPermission) {
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        asked += 1;
        permission = answer;
        return permission;
      }
    },
  );
}

beforeEach(() => {
  permission = 'default';
  asked = 0;
  subscription = null;
  subscribedWith = [];
  vi.stubGlobal('PushManager', class {});
  answerPermission('granted');
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async () => registration, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

const stateShown = async (text: string) => expect((await screen.findByRole('status')).textContent).toBe(`Phone notifications: ${text}`);

describe('Notify me on this phone', () => {
  it("asks for the permission on the tap only, subscribes with the server's key and gives the server the subscription", async () => {
    const fetch = stubAdminApi({ '/api/push/key': { publicKey: PUBLIC_KEY } }, (url, init) =>
      url === '/api/push/subscriptions' && init?.method === 'POST' ? json(201, { message: 'ok' }) : undefined,
    );
    render(<PhoneNotifications />);
    await stateShown('Off');
    expect(asked).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Notify me on this phone' }));
    await stateShown('On');
    expect(asked).toBe(1);
    expect(subscribedWith).toHaveLength(1);
    expect(subscribedWith[0]!.userVisibleOnly).toBe(true);
    expect([...subscribedWith[0]!.applicationServerKey]).toEqual([...KEY_BYTES]);
    const posted = fetch.mock.calls.find(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')!;
    expect(JSON.parse(String(posted[1]!.body))).toEqual(subscription!.toJSON());
    expect(screen.getByRole('button', { name: 'Stop notifications' })).toBeTruthy();
  });

  it('stops: unsubscribes this phone and tells the server which endpoint', async () => {
    permission = 'granted';
    subscription = subscriptionFor(KEY_BYTES);
    const fetch = stubAdminApi({}, (url, init) =>
      url === '/api/push/subscriptions' && init?.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    render(<PhoneNotifications />);
    await stateShown('On');
    const { unsubscribe } = subscription;

    fireEvent.click(screen.getByRole('button', { name: 'Stop notifications' }));
    await stateShown('Off');
    expect(unsubscribe).toHaveBeenCalledOnce();
    const deleted = fetch.mock.calls.find(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'DELETE')!;
    expect(JSON.parse(String(deleted[1]!.body))).toEqual({ endpoint: ENDPOINT });
  });

  it('says when notifications are blocked for the site, or the browser cannot show them, and offers no button', async () => {
    permission = 'denied';
    const { unmount } = render(<PhoneNotifications />);
    await stateShown('Blocked');
    expect(screen.getByText(/allow them in the browser’s settings/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    vi.stubGlobal('PushManager', undefined);
    render(<PhoneNotifications />);
    await stateShown('Not supported');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows Blocked when the owner refuses the permission on the tap', async () => {
    answerPermission('denied');
    stubAdminApi({});
    render(<PhoneNotifications />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me on this phone' }));
    await stateShown('Blocked');
    expect(subscribedWith).toEqual([]);
  });
});
