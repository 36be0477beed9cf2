/**
 * localStorage keys of the back office (spec §3). Reads and writes never throw: a browser with
 * storage disabled (private mode, quota) just forgets. Read only in effects or handlers, never
 * during a server-rendered first render.
 */
export const STORE_KEYS = { userName: 'User_name', adminTab: 'adminTab', sidebarOpen: 'sidebarOpen' } as const;

export function readStore(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStore(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value is only a convenience.
  }
}

export function removeStore(...keys: string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  }
}
