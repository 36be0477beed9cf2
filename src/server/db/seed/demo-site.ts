import type { LookupKind } from '../../../contract/lookups.ts';
import type { Palette, ReligionName } from './demo-types.ts';

export const DEMO_RELIGIONS: ReligionName[] = ['Hindu', 'Muslim', 'Sikh', 'Christian'];

export const DEMO_SITE = {
  name: 'Shree Ganesh Printers',
  email: 'orders@shreeganeshprinters.in',
  phone: '+91 9822012345',
  address: 'Shop No. 12, Gurudwara Road, near Jaistambh Chowk, Gondia, Maharashtra 441601',
  fb: 'https://www.facebook.com/shreeganeshprinters',
  insta: 'https://www.instagram.com/shreeganeshprinters',
  twitter: '',
  linkedIn: '',
};

/** The shop is in Gondia; about half of the listings say so, the rest come from its partner units. */
export const DEMO_LOCATIONS = [
  'Gondia, Maharashtra',
  'Gondia, Maharashtra',
  'Gondia, Maharashtra',
  'Gondia, Maharashtra',
  'Nagpur, Maharashtra',
  'Bhandara, Maharashtra',
  'Tirora, Maharashtra',
  'Amravati, Maharashtra',
  'Balaghat, Madhya Pradesh',
  'Jabalpur, Madhya Pradesh',
  'Raipur, Chhattisgarh',
];

export interface BannerSeed {
  name: string;
  headline: string;
  subline: string;
  altText: string;
  palette: Palette;
}

export const DEMO_BANNERS: BannerSeed[] = [
  {
    name: 'Wedding Season Offer',
    headline: 'Wedding Season Offer',
    subline: 'Flat 15% off on all wedding cards',
    altText: 'Wedding season offer: flat 15% off on wedding cards at Shree Ganesh Printers',
    palette: { bg: ['#7a1020', '#3d0710'], ink: '#e9c46a', accent: '#c1121f', text: '#fdf0c4' },
  },
  {
    name: 'Trophies for Sports Day',
    headline: 'Trophies & Awards',
    subline: 'Free engraving for schools and clubs',
    altText: 'Trophies and awards with free engraving for school sports days',
    palette: { bg: ['#14213d', '#0a1124'], ink: '#fca311', accent: '#f5c542', text: '#fdf6e3' },
  },
  {
    name: 'Same Day Visiting Cards',
    headline: 'Visiting Cards in a Day',
    subline: 'Order before noon, collect by evening',
    altText: 'Same-day visiting cards: order before noon and collect by evening',
    palette: { bg: ['#0b3d2e', '#06231a'], ink: '#e9c46a', accent: '#2a9d8f', text: '#f7ecc8' },
  },
];

/** A few rows of the small lookup lists, so the admin's lookup screens are not empty. */
export const DEMO_LOOKUPS: Partial<Record<LookupKind, string[]>> = {
  titles: ['Wedding Card', 'Birthday Invitation', 'Griha Pravesh Card', 'Trophy', 'Visiting Card'],
  sizes: ['5x7 in', '6x9 in', '8x10 in', 'A4', '3.5x2 in'],
  prices: ['45', '99', '149', '499', '1499'],
  instas: ['https://www.instagram.com/shreeganeshprinters'],
  seots: ['Wedding Cards in Gondia'],
  seods: ['Wedding cards, trophies, ID cards and visiting cards printed in Gondia, Maharashtra.'],
  seoks: ['wedding cards gondia', 'trophies gondia', 'visiting cards'],
};
