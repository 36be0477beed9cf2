import type { ComponentType } from 'react';

/**
 * The back office's pages (every feature folder named *-admin), behind one extra chunk: the
 * public entry knows only this file, never a list of admin screens.
 */
const pages = import.meta.glob<{ default: ComponentType }>('./features/*-admin/*-page.tsx');

export function importAdminPage(id: string): Promise<{ default: ComponentType }> {
  const load = pages[`./features/${id}/${id}-page.tsx`];
  return load ? load() : Promise.reject(new Error(`No page ${id}`));
}
