import type { PageHeadFn } from '../lib/page-server.ts';
import { pageTitle } from '../lib/site.ts';

export const head: PageHeadFn = ({ site }) => ({
  title: pageTitle('Contact Us', site?.name),
  description: site?.name
    ? `Contact ${site.name}: phone, email, address, WhatsApp, or send a message from this page.`
    : 'Phone, email, address, WhatsApp, or send a message from this page.',
});
