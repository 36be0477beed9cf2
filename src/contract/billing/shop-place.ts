import { findState, GST_STATES } from './gst-states.ts';

type State = { code: string; name: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "Other Territory" is a code for offshore areas, never a word to find in a street address.
const NAMED = GST_STATES.filter((s) => s.code !== '97').map((s) => ({
  state: s,
  pattern: new RegExp(`(?:^|[^a-z])${s.name.toLowerCase().split(' ').map(escape).join('\\s+')}(?![a-z])`, 'g'),
}));

/** The state an address names ("…, Pune, Maharashtra 411001"); the last one named, as an address ends with its state. */
export function stateInAddress(address: string): State | undefined {
  const text = address.toLowerCase().replace(/&/g, 'and');
  let found: { state: State; at: number } | undefined;
  for (const { state, pattern } of NAMED) {
    for (const match of text.matchAll(pattern)) if (!found || match.index >= found.at) found = { state, at: match.index };
  }
  return found?.state;
}

/** Where the shop's address or state on the bill comes from when billing settings leave it blank. */
export type PlaceSource = 'settings' | 'gstin' | 'configuration';

/**
 * The shop's address and state as its bill prints them (issue 28): billing settings' own, else the
 * address from the shop's configuration, and the state of the GSTIN (its first two digits) or the
 * one the configuration's address names. Blank when nothing gives one.
 */
export function shopPlace(
  settings: { address: string; state: string; gstin: string },
  configAddress: string | null | undefined,
): { address: string; addressFrom: PlaceSource | null; state: string; stateFrom: PlaceSource | null } {
  const own = findState(settings.state);
  const gstinState = settings.gstin ? findState(settings.gstin.slice(0, 2)) : undefined;
  const configured = configAddress?.trim() ?? '';
  const addressed = configured ? stateInAddress(configured) : undefined;
  const [state, stateFrom] = own
    ? [own, 'settings' as const]
    : gstinState
      ? [gstinState, 'gstin' as const]
      : addressed
        ? [addressed, 'configuration' as const]
        : [undefined, null];
  const address = settings.address.trim();
  return {
    address: address || configured,
    addressFrom: address ? 'settings' : configured ? 'configuration' : null,
    state: state?.name ?? '',
    stateFrom,
  };
}
