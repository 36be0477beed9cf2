import { titled } from '../lib/page-server.ts';

export const head = titled('Login', { noindex: true });
