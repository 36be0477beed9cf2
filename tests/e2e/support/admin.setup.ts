import { test as setup } from '@playwright/test';
import { ADMIN_STATE, ShopApi } from './shop-api.ts';

/** Once per run: the e2e admin logs in through the API, and every test reuses that session (ADMIN_STATE). */
setup('the e2e admin logs in once for the run', async ({ request }) => {
  await new ShopApi(request).login();
  await request.storageState({ path: ADMIN_STATE });
});
