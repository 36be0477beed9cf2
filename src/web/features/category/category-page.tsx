import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { useCategories } from '../../lib/queries.ts';

// TODO: the category screen of spec §2 (placeholder until its feature lands).
export default function CategoryPage() {
  const { id } = useParams();
  const { data } = useCategories();
  return <PlaceholderPage title={data?.find((c) => c.category_uuid === id)?.name ?? 'Category'} />;
}
