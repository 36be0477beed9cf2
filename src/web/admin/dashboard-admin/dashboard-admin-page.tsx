import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AdminShell } from '../components/admin-layout.tsx';
import { tabFor } from '../components/admin-tabs.ts';
import { readStore, STORE_KEYS, writeStore } from '../../shared/lib/local-store.ts';
import { TabContent } from './tab-content.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { ThisWeekCard } from './this-week-card.tsx';
import { OwingCard } from './owing-card.tsx';

/** The login page's navigation state (spec: it goes to /admin passing the user name). */
const fromLogin = (state: unknown) => typeof (state as { User_name?: unknown } | null)?.User_name === 'string';

/**
 * /admin (spec §2): the sidebar's tabs and the selected tab's screen. The tab is kept in
 * adminTab (local storage; this page is drawn in the browser only, so it is read at once).
 * The login page passes the user name in navigation state; the shell asks the server anyway. Just
 * logged in, the owner starts on Orders, on the jobs waiting for them (issue 28), and it is kept as
 * the chosen tab; /admin opened any other way shows the tab kept, as the spec has it.
 */
export default function DashboardAdminPage() {
  const location = useLocation();
  const wanted = new URLSearchParams(location.search).get('tab');
  const [key, setKey] = useState(() => {
    if (wanted || !fromLogin(location.state)) return tabFor(wanted ?? readStore(STORE_KEYS.adminTab)).key;
    writeStore(STORE_KEYS.adminTab, 'orders');
    return 'orders';
  });
  const navigate = useNavigate();
  // Once landed, the state is let go: a reload after choosing another tab keeps that tab.
  useEffect(() => {
    if (fromLogin(location.state)) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
  const select = (next: string) => {
    setKey(next);
    writeStore(STORE_KEYS.adminTab, next);
    window.scrollTo(0, 0);
  };
  const tab = tabFor(key);
  return (
    <AdminShell active={tab.key} onSelect={select}>
      <SetupChecklist onOpen={select} />
      {tab.key !== 'insights' && <ThisWeekCard onOpen={() => select('insights')} onOrders={() => select('orders')} />}
      {/* Money owed sits with the jobs: on Orders, where the owner lands, not above every screen of a phone. */}
      {tab.key === 'orders' && <OwingCard onOpen={() => select('customers')} />}
      <TabContent tab={tab} />
    </AdminShell>
  );
}
