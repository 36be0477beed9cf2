import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The seven single-input forms share one screen; the path says which list it adds to. */
const TITLES: Record<string, string> = {
  '/addtitle': 'Add Title',
  '/addprice': 'Add Price',
  '/addinsta': 'Add InstaURL',
  '/addsize': 'Add Size',
  '/addseot': 'Add SEOTitle',
  '/addseod': 'Add SEODes',
  '/addseok': 'Add SEOKeyword',
};

// TODO: the form of spec §2 "Single-input lookup forms" (placeholder until its feature lands).
export default function LookupsAdminPage() {
  const { pathname } = useLocation();
  return <PlaceholderPage title={TITLES[pathname.toLowerCase()] ?? 'Add'} />;
}
