import { useId } from 'react';
import type { Enquiry } from '../../../contract/enquiries.ts';
import { btn, HindiBadge } from '../components/index.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';
import { replyMailto, replyWhatsapp } from './enquiry-links.ts';

export interface EnquiryCardProps {
  enquiry: Enquiry;
  busy: boolean;
  onToggle: (enquiry: Enquiry) => void;
  onDelete: (enquiry: Enquiry) => void;
}

/** One message from the contact page: who, when, what, and the ways to answer it. */
export function EnquiryCard({ enquiry, busy, onToggle, onDelete }: EnquiryCardProps) {
  const headingId = useId();
  const whatsapp = replyWhatsapp(enquiry.name, enquiry.message);
  return (
    <article aria-labelledby={headingId} className={`rounded-lg border bg-white p-4 shadow-sm ${enquiry.handled ? 'border-stone-200' : 'border-brand-600'}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {enquiry.name}
          </h2>
          <HindiBadge lang={enquiry.lang} />
          <p className="text-sm break-all text-stone-700">{enquiry.email}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={enquiry.createdAt}>{formatIstDateTime(enquiry.createdAt)}</time>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${enquiry.handled ? 'bg-stone-100 text-stone-700' : 'bg-amber-100 text-amber-900'}`}>
          {enquiry.handled ? 'Handled' : 'Not handled'}
        </span>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words">{enquiry.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a className={btn.secondary} href={replyMailto(enquiry.email)}>
          Reply by email
        </a>
        {whatsapp && (
          <a className={btn.secondary} href={whatsapp} target="_blank" rel="noopener noreferrer">
            Reply on WhatsApp
          </a>
        )}
        <button type="button" className={btn.secondary} disabled={busy} onClick={() => onToggle(enquiry)}>
          {enquiry.handled ? 'Mark not handled' : 'Mark handled'}
        </button>
        <button
          type="button"
          className={btn.linkDanger}
          disabled={busy}
          onClick={() => onDelete(enquiry)}
          aria-label={`Delete the enquiry from ${enquiry.name}`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
