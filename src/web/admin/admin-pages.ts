import { createElement, type ComponentType } from 'react';
import { AdminShell } from './components/admin-layout.tsx';

/**
 * The back office's pages (every folder here named *-admin), behind one extra chunk: the
 * public entry knows only this file, never a list of admin screens.
 */
const pages = import.meta.glob<{ default: ComponentType }>('./*-admin/*-page.tsx');

/**
 * Every screen comes inside the admin shell: nothing of it renders (its data hooks included)
 * until the server has confirmed the session; without one the visitor goes to /login. The
 * dashboard draws its own shell (its sidebar knows the selected tab); a screen shown as one of its
 * tabs finds that shell and adds none.
 */
const guarded = (Page: ComponentType): ComponentType =>
  function GuardedAdminPage() {
    return createElement(AdminShell, null, createElement(Page));
  };

export function importAdminPage(id: string): Promise<{ default: ComponentType }> {
  const load = pages[`./${id}/${id}-page.tsx`];
  if (!load) return Promise.reject(new Error(`No page ${id}`));
  return load().then((module) => (id === 'dashboard-admin' ? module : { default: guarded(module.default) }));
}
