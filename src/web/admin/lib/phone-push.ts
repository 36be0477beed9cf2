import { PushKeySchema } from '../../../contract/push.ts';
import { adminApi } from './admin-api.ts';

/** Whether this phone (this browser) gets the owner's notifications. */
export type PhonePushState = 'on' | 'off' | 'blocked' | 'unsupported';

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

/** The worker's registration (entry-client.tsx registers it on every page), once it is active. */
async function worker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/service-worker.js');
  return navigator.serviceWorker.ready;
}

const currentSubscription = async () => (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

export async function phonePushState(): Promise<PhonePushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  const bytes = new Uint8Array(a ?? new ArrayBuffer(0));
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i]);
}

/**
 * On the owner's tap only (a browser asks for the permission then, never unprompted): the permission,
 * then a subscription with the shop's key, which the server keeps for the signed-in user. A
 * subscription made with another key (the shop's keys changed) is replaced.
 */
export async function turnPhonePushOn(): Promise<PhonePushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await adminApi.get('/api/push/key', { schema: PushKeySchema });
  const key = base64UrlBytes(publicKey);
  const { pushManager } = await worker();
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await adminApi.post('/api/push/subscriptions', subscription.toJSON());
  return 'on';
}

/**
 * Unsubscribed here first, so the phone stays quiet even if the server cannot be told now: a push to
 * an endpoint that is gone is answered 410 by the push service, and the server forgets it then.
 */
export async function turnPhonePushOff(): Promise<PhonePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await subscription.unsubscribe();
    await adminApi.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => {});
  }
  return phonePushState();
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
