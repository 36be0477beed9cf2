import type { PageHeadFn } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';

export const head: PageHeadFn = ({ site }) => ({
  title: pageTitle('Social Media', site?.name),
  description: `Follow ${site?.name || 'the shop'} on Facebook, Instagram, Twitter and LinkedIn.`,
});
