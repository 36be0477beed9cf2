import { AdminLayout, LoadError } from '../components/index.ts';
import { usePrintingSettings } from '../lib/printing-settings.ts';
import { PrintingForm } from './printing-form.tsx';

/** Printing (issue 29): the sheets the shop prints on, with their costs, the press's margin and the wastage. */
export default function PrintingAdminPage() {
  const settings = usePrintingSettings();
  return (
    <AdminLayout title="Printing">
      {settings.data ? (
        <PrintingForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : settings.isError ? (
        <LoadError message="Could not load the printing settings." onRetry={() => void settings.refetch()} busy={settings.isFetching} />
      ) : (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      )}
    </AdminLayout>
  );
}
