import { useState } from 'react';
import { useLocation } from 'react-router';
import { AdminShell } from '../components/admin-layout.tsx';
import { tabFor } from '../components/admin-tabs.ts';
import { readStore, STORE_KEYS, writeStore } from '../../shared/lib/local-store.ts';
import { TabContent } from './tab-content.tsx';
import { SetupChecklist } from './setup-checklist.tsx';
import { ThisWeekCard } from './this-week-card.tsx';

/**
 * /admin (spec §2): the sidebar's tabs and the selected tab's screen. The tab is kept in
 * adminTab (local storage; this page is drawn in the browser only, so it is read at once).
 * The login page passes the user name in navigation state; the shell asks the server anyway.
 */
export default function DashboardAdminPage() {
  const location = useLocation();
  const wanted = new URLSearchParams(location.search).get('tab');
  const [key, setKey] = useState(() => tabFor(wanted ?? readStore(STORE_KEYS.adminTab)).key);
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
      <TabContent tab={tab} />
    </AdminShell>
  );
}
