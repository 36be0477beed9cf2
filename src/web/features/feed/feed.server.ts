import { titled } from '../../lib/page-server.ts';

export const head = titled('Designs');
