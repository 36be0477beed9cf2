import { useParams } from 'react-router';
import { CustomerScreen } from './customer-screen.tsx';

/** /admin/customers/{id}: one customer's account (issue 31), opened from the Customers list or the dashboard. */
export default function CustomerAdminPage() {
  const { id = '' } = useParams();
  return <CustomerScreen key={id} id={id} />;
}
