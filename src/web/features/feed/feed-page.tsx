import { PlaceholderPage } from '../../components/placeholder-page.tsx';

// TODO #3: the feed variant of the public home (spec §2 "Public home, feed variant").
export default function FeedPage() {
  return <PlaceholderPage title="Home" />;
}
