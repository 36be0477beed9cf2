import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { AdminLayout } from '../components/admin-layout.tsx';
import type { AdminTab } from '../components/admin-tabs.ts';
import { ErrorBoundary } from '../../shared/components/error-boundary.tsx';
import { Spinner } from '../../shared/components/spinner.tsx';

/** A screen whose code is not there (yet): its title and a note, instead of an error. */
const placeholder = (title: string): ComponentType =>
  function Placeholder() {
    return (
      <AdminLayout title={title}>
        <p className="text-stone-600">This screen is not available yet.</p>
      </AdminLayout>
    );
  };

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** Each tab's screen is loaded on first use, once (admin-pages.ts knows the admin chunk). */
function screenFor(tab: AdminTab) {
  let Screen = screens.get(tab.page);
  if (!Screen) {
    Screen = lazy(() => import('../admin-pages.ts').then((admin) => admin.importAdminPage(tab.page)).catch(() => ({ default: placeholder(tab.label) })));
    screens.set(tab.page, Screen);
  }
  return Screen;
}

export function TabContent({ tab }: { tab: AdminTab }) {
  const Screen = screenFor(tab);
  return (
    <ErrorBoundary key={tab.key}>
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
