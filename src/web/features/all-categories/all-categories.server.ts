import { titled } from '../../lib/page-server.ts';

export const head = titled('All Categories', { description: 'Every kind of card and print we make: wedding and occasion invitations, trophies, ID cards and more.' });
