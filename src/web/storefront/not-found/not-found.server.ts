import type { PageHeadFn } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';

export const head: PageHeadFn = ({ site }) => ({ title: pageTitle('Page not found', site?.name), status: 404, noindex: true });
