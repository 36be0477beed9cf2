import { PlaceholderPage } from '../components/placeholder-page.tsx';
import * as m from '../i18n/messages.ts';

/** Any path of no page (the server answers it with HTTP 404). */
export default function NotFoundPage() {
  return (
    <PlaceholderPage title={m.pageNotFound}>
      <p className="mt-2 text-stone-600">{m.pageNotFoundText}</p>
    </PlaceholderPage>
  );
}
