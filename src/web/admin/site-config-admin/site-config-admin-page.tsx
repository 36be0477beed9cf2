import { useState } from 'react';
import type { SiteConfig } from '../../../contract/site.ts';
import { CrudScreen, ImageOverlay } from '../components/index.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { ConfigDialog } from './config-dialog.tsx';
import { CONFIG_MESSAGES } from './config-form.ts';
import { useAdminConfigs, useDeleteConfig } from './config-queries.ts';
import { OrderNumbersSection } from './order-numbers-form.tsx';

/**
 * Configuration (spec §2): the site's business name, contacts, logo and social links. The first
 * record of GetConfiList is the one the header and footer show.
 */
export default function SiteConfigAdminPage() {
  const configs = useAdminConfigs();
  const [logo, setLogo] = useState<SiteConfig | null>(null);

  return (
    <CrudScreen<SiteConfig>
      names={{ title: 'Configuration', one: 'Config', many: 'configurations' }}
      plusInName
      searchPlaceholder="Search name..."
      list={configs}
      texts={CONFIG_MESSAGES}
      columns={[
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
      ]}
      form={(config, close) => <ConfigDialog key={config?._id ?? 'new'} editing={config} onClose={close} />}
      remove={useDeleteConfig()}
    >
      {configs.data && configs.data.length > 1 && <p className="mt-3 text-sm text-stone-600">The site shows the first configuration in this list.</p>}
      <ImageOverlay src={logo?.logo ?? null} alt={logo ? `${logo.name} logo` : ''} onClose={() => setLogo(null)} />
      <OrderNumbersSection />
    </CrudScreen>
  );
}
