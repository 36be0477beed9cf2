import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SiteConfigListSchema, type SiteConfig } from '../../../contract/site.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, ImageOverlay, matches, SearchBox, toast, type Column } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { ADMIN_CONFIGS_KEY, ConfigDialog } from './config-dialog.tsx';
import { CONFIG_MESSAGES } from './config-form.ts';

type Dialog = { mode: 'add' } | { mode: 'edit'; config: SiteConfig } | null;

/**
 * Configuration (spec §2): the site's business name, contacts, logo and social links. The first
 * record of GetConfiList is the one the header and footer show.
 */
export default function SiteConfigAdminPage() {
  const client = useQueryClient();
  const configs = useQuery({
    queryKey: ADMIN_CONFIGS_KEY,
    queryFn: async () => (await adminApi.get('/api/confi/GetConfiList', { schema: SiteConfigListSchema })).result,
  });
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<SiteConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [logo, setLogo] = useState<SiteConfig | null>(null);

  const rows = useMemo(() => configs.data?.filter((c) => matches(c.name, query)), [configs.data, query]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.delete(`/api/confi/${deleting._id}`);
      toast.success(CONFIG_MESSAGES.deleted);
      setDeleting(null);
      void client.invalidateQueries({ queryKey: ADMIN_CONFIGS_KEY });
      void client.invalidateQueries({ queryKey: ['site-config'] });
    } catch (error) {
      toast.error(errorMessage(error, CONFIG_MESSAGES.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<SiteConfig>[] = [
    {
      header: 'Logo',
      bare: true,
      cell: (c) =>
        c.logo ? (
          <button type="button" className="block rounded" onClick={() => setLogo(c)} aria-label={`Show the logo of ${c.name}`}>
            <ResponsiveImage src={c.logo} alt={`${c.name} logo`} width={64} height={64} sizes="64px" className="size-16 rounded object-contain" />
          </button>
        ) : (
          <span className="text-sm text-stone-500">No logo</span>
        ),
    },
    { header: 'Name', cell: (c) => c.name },
    { header: 'Mobile', cell: (c) => c.phone },
    { header: 'Email', cell: (c) => c.email },
    { header: 'Address', cell: (c) => c.address },
    {
      header: 'Actions',
      bare: true,
      cell: (c) => (
        <span className="flex gap-2">
          <button type="button" className={btn.link} onClick={() => setDialog({ mode: 'edit', config: c })} aria-label={`Edit ${c.name}`}>
            Edit
          </button>
          <button type="button" className={btn.linkDanger} onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
            Delete
          </button>
        </span>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Configuration"
      actions={
        <button type="button" className={btn.primary} onClick={() => setDialog({ mode: 'add' })}>
          + New Config
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search name..." className="mb-4 max-w-md" />
      {configs.isError && !configs.data ? (
        <div role="alert" className="py-6 text-center">
          <p>Could not load the configurations.</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void configs.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AdminTable caption="Configurations" columns={columns} rows={rows} rowKey={(c) => c._id} loading={configs.isPending} empty="No configurations found." />
      )}
      {configs.data && configs.data.length > 1 && <p className="mt-3 text-sm text-stone-600">The site shows the first configuration in this list.</p>}
      {dialog && <ConfigDialog editing={dialog.mode === 'edit' ? dialog.config : null} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={deleting !== null} question={CONFIG_MESSAGES.confirm} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} busy={busy} />
      <ImageOverlay src={logo?.logo ?? null} alt={logo ? `${logo.name} logo` : ''} onClose={() => setLogo(null)} />
    </AdminLayout>
  );
}
