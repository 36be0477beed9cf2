import { titled } from '../../lib/page-server.ts';

export const head = titled('Wedding Cards', { description: 'Elegant Wedding Cards. Discover & customize premium designs for your big day.' });
