import { jobTicketUrl } from '../../../contract/job-tickets.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';

/** The job ticket for the press, once the customer has approved the version it shows. */
export function JobTicketLink({ quote }: { quote: Quote }) {
  if (!quote.approvedAt) return <p className="text-stone-600">Once the customer approves a proof, the job ticket for the press can be printed here.</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <a className={btn.secondary} href={jobTicketUrl(quote._id)} target="_blank" rel="noopener noreferrer">
        Job ticket
      </a>
      <p className="text-sm text-stone-600">One A4 page (PDF) with the approved proof and a QR code back to this screen; prints well in black and white.</p>
    </div>
  );
}
