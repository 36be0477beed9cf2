import { PlaceholderPage } from '../components/placeholder-page.tsx';

/** Any path of no page (the server answers it with HTTP 404). */
export default function NotFoundPage() {
  return (
    <PlaceholderPage title="Page not found">
      <p className="mt-2 text-stone-600">The page you asked for does not exist. It may have been moved or removed.</p>
    </PlaceholderPage>
  );
}
