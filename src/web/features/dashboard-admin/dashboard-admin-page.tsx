import { PlaceholderPage } from '../../components/placeholder-page.tsx';

// TODO: the screen of spec §2 (placeholder until its feature lands).
export default function DashboardAdminPage() {
  return <PlaceholderPage title="Admin" />;
}
