import type { Category } from '../../contract/catalogue.ts';
import type { SiteConfig } from '../../contract/site.ts';
import type { Proof } from '../../contract/quote-proofs.ts';

export const site: SiteConfig = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  Confi_uuid: 'c0000000-0000-4000-8000-000000000001',
  name: 'Sharma Printers',
  email: 'hello@sharma.example',
  phone: '+91 98000 00001',
  address: '12 Station Road, Gondia',
  fb: 'https://facebook.com/sharma',
  insta: '',
  twitter: 'javascript:alert(1)',
  linkedIn: '',
  logo: '/media/0123456789abcdef0123456789abcdef.png',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const category = (name: string, n: number, imageUrl = `/media/${String(n).padStart(32, 'a')}.jpg`): Category => ({
  _id: `a0000000-0000-4000-8000-00000000000${n}`,
  category_uuid: `a0000000-0000-4000-8000-00000000000${n}`,
  name,
  imageUrl,
  isUsed: false,
  hsn: '',
  gstRate: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** Proof `version` of the quote with this token, waiting for the customer (version 1 is the drawn preview). */
export const proofSample = (token: string, version: number, over: Partial<Proof> = {}): Proof => ({
  version,
  url: version === 1 ? `/api/listings/e0000000-0000-4000-8000-000000000001/preview?names=x` : `/api/quotes/${token}/proofs/${version}`,
  attachmentUrl: null,
  note: '',
  createdAt: '2026-11-23T05:00:00.000Z',
  status: 'pending',
  comments: [],
  approval: null,
  ...over,
});
