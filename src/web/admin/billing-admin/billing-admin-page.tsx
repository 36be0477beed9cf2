import { AdminLayout, LoadError } from '../components/index.ts';
import { BillingForm } from './billing-form.tsx';
import { useBillingSettings } from '../lib/billing-settings.ts';
import { useShopConfigs } from '../lib/shop-configs.ts';

/** Billing (issue 18): where the customer's advance is paid (UPI), how much it is, and what the shop's bill is. */
export default function BillingAdminPage() {
  const settings = useBillingSettings();
  // The first configuration is the shop's (the storefront's header reads it): billing's blanks fall back to it.
  const configAddress = useShopConfigs().data?.[0]?.address;
  return (
    <AdminLayout title="Billing">
      {settings.data ? (
        <BillingForm key={JSON.stringify(settings.data)} settings={settings.data} configAddress={configAddress} />
      ) : settings.isError ? (
        <LoadError message="Could not load the billing settings." onRetry={() => void settings.refetch()} busy={settings.isFetching} />
      ) : (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      )}
    </AdminLayout>
  );
}
