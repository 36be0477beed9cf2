import { PlaceholderPage } from '../../components/placeholder-page.tsx';

// TODO #3: the "Wedding Cards" listings page of spec §2 (placeholder until its feature lands).
export default function WeddingCardsPage() {
  return <PlaceholderPage title="Wedding Cards" heading="Elegant Wedding Cards" />;
}
