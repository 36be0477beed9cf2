import { useEffect, useState } from 'react';
import { PUSH_TEXTS as T } from '../../../contract/push.ts';
import { phonePushState, turnPhonePushOff, turnPhonePushOn, type PhonePushState } from '../lib/phone-push.ts';

const STATE_TEXT: Record<PhonePushState, string> = { on: 'On', off: 'Off', blocked: 'Blocked', unsupported: 'Not supported' };
const WHY: Partial<Record<PhonePushState, string>> = { blocked: T.blocked, unsupported: T.unsupported };

/**
 * The sidebar's switch for the owner's notifications on this phone (decision 034): its state, and
 * "Notify me on this phone" / "Stop notifications". The browser asks for the permission only when
 * the button is tapped.
 */
export function PhoneNotifications() {
  const [state, setState] = useState<PhonePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    phonePushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (to: () => Promise<PhonePushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await to());
    } catch {
      setFailed(true);
      setState(await phonePushState().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  if (!state) return null;
  return (
    <div className="px-3 py-1 text-sm">
      <p role="status" className="text-stone-300">
        Phone notifications: <span className="font-semibold text-stone-100">{STATE_TEXT[state]}</span>
      </p>
      {WHY[state] && <p className="text-stone-400">{WHY[state]}</p>}
      {failed && (
        <p role="alert" className="text-red-300">
          {T.failed}
        </p>
      )}
      {(state === 'off' || state === 'on') && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void change(state === 'off' ? turnPhonePushOn : turnPhonePushOff)}
          className="-mx-3 flex min-h-11 w-[calc(100%+1.5rem)] items-center rounded px-3 text-left font-medium text-stone-100 hover:bg-stone-700 disabled:opacity-60"
        >
          {state === 'off' ? T.notify : T.stop}
        </button>
      )}
    </div>
  );
}
