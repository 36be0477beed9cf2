import { AdminLayout, LoadError } from '../components/index.ts';
import { GatewayForm } from './gateway-form.tsx';
import { useGatewaySettings } from './gateway-queries.ts';

/** Online payment (issue 31): the payment gateway customers may pay through, beside the UPI QR. */
export default function GatewayAdminPage() {
  const settings = useGatewaySettings();
  return (
    <AdminLayout title="Online payment">
      {settings.data ? (
        <GatewayForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : settings.isError ? (
        <LoadError message="Could not load the online payment settings." onRetry={() => void settings.refetch()} busy={settings.isFetching} />
      ) : (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      )}
    </AdminLayout>
  );
}
