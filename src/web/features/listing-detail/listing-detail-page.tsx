import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { useListing } from '../../lib/queries.ts';

// TODO: the item screen of spec §2 (placeholder until its feature lands); its data is server-rendered.
export default function ListingDetailPage() {
  const { id } = useParams();
  const { data, isError } = useListing(id);
  return <PlaceholderPage title={data?.title ?? (isError ? 'Item not found' : 'Item')} />;
}
