import { PlaceholderPage } from '../../components/placeholder-page.tsx';

// TODO: the screen of spec §2 (placeholder until its feature lands).
export default function ListingsPage() {
  return <PlaceholderPage title="Wedding Cards" heading="Elegant Wedding Cards" />;
}
