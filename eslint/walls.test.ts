import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The walls' messages for one import written in a file at `at`. */
async function walls(at: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import x from '${source}';\nexport default x;\n`, { filePath: at });
  return result!.messages.filter((m) => m.ruleId === 'project/walls').map((m) => m.message);
}

describe('the walls', () => {
  it.each([
    ['src/web/storefront/home/home-page.tsx', '../../admin/components/modal.tsx', /storefront never imports the admin face/],
    ['src/web/storefront/components/header.tsx', '../../admin/lib/admin-api.ts', /storefront never imports the admin face/],
    ['src/web/admin/users-admin/users-admin-page.tsx', '../../storefront/lib/queries.ts', /admin face does not import the storefront/],
    ['src/web/storefront/item/item-page.tsx', '../home/category-grid.tsx', /a screen does not import another screen/],
    ['src/web/admin/users-admin/user-form.tsx', '../religions-admin/religion-form.tsx', /a screen does not import another screen/],
    ['src/web/storefront/components/header.tsx', '../home/home-page.tsx', /components\/ and lib\/ do not import screens/],
    ['src/web/admin/lib/admin-api.ts', '../banners-admin/banner-rules.ts', /components\/ and lib\/ do not import screens/],
    ['src/web/shared/lib/api.ts', '../../storefront/lib/site.ts', /shared code is used by both faces/],
    ['src/web/storefront/home/home-page.tsx', '../../routes.tsx', /does not import the app shell/],
    ['src/web/admin/components/modal.tsx', '../../admin-door.ts', /only storefront screens use the admin door/],
    ['src/server/media/media-service.ts', '../db/database.ts', /media does not import db/],
    ['src/server/plugins/web.ts', '../../web/entry-server.tsx', /render seam/],
    ['src/web/shared/lib/api.ts', '../../../server/app.ts', /over HTTP/],
    ['src/contract/catalogue.ts', '../server/lib/ids.ts', /imports nothing of the project/],
  ])('%s ↛ %s', async (at, source, why) => {
    expect(await walls(at, source)).toEqual([expect.stringMatching(why)]);
  });

  it.each([
    ['src/web/storefront/home/home-page.tsx', '../components/header.tsx'],
    ['src/web/storefront/home/home-page.tsx', '../../shared/lib/api.ts'],
    ['src/web/storefront/listing-detail/listing-detail-page.tsx', '../../admin-door.ts'],
    ['src/web/admin/users-admin/users-admin-page.tsx', '../components/modal.tsx'],
    ['src/web/admin/dashboard-admin/tab-content.tsx', '../admin-pages.ts'],
    ['src/web/routes.tsx', './admin/admin-pages.ts'],
    ['src/server/modules/listings/listings.routes.ts', '../../db/database.ts'],
    ['src/web/shared/lib/api.ts', '../../../contract/catalogue.ts'],
  ])('%s → %s is allowed', async (at, source) => {
    expect(await walls(at, source)).toEqual([]);
  });
});
