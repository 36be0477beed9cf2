import { useParams } from 'react-router';
import { JobScreen } from './job-screen.tsx';

/**
 * /admin/orders/{id}: one job, everything done on it in one place (issue 28). Opened from an Orders
 * card, a quote card, or straight from a link (a notification's), behind the admin shell's login.
 */
export default function JobAdminPage() {
  const { id = '' } = useParams();
  // The page is drawn in the browser only: the shop's address is the one the owner is on.
  return <JobScreen key={id} id={id} origin={window.location.origin} />;
}
