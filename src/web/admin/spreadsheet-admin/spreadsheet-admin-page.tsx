import { AdminLayout, btn } from '../components/index.ts';
import { FeedLinks } from './feed-links.tsx';
import { ImportForm } from './import-form.tsx';

/**
 * Spreadsheet & feeds (issue 11, items 3 and 4): all listings out to Excel and back in, and the
 * product feeds Meta and Google read. The export is a plain link: the session cookie goes with it
 * and the browser saves the attachment.
 */
export default function SpreadsheetAdminPage() {
  return (
    <AdminLayout title="Spreadsheet & feeds">
      <div className="max-w-2xl space-y-8">
        <section aria-labelledby="export-heading">
          <h2 id="export-heading" className="mb-2 text-xl font-semibold">
            Export
          </h2>
          <p className="mb-3 text-stone-700">Every listing in one CSV file that Excel opens with ₹ and Hindi intact. Change it and import it below.</p>
          <a href="/api/listings/export.csv" download className={btn.primary}>
            Export CSV
          </a>
        </section>
        <section aria-labelledby="import-heading">
          <h2 id="import-heading" className="mb-2 text-xl font-semibold">
            Import
          </h2>
          <p className="mb-3 text-stone-700">
            A row with an id changes that listing; a row without one adds a listing. Nothing is written until every row is right (or you choose to skip the
            wrong ones).
          </p>
          <ImportForm />
        </section>
        <section aria-labelledby="feeds-heading">
          <h2 id="feeds-heading" className="mb-2 text-xl font-semibold">
            Catalogue feeds
          </h2>
          <p className="mb-3 text-stone-700">Listings with a picture, kept up to date for the shops on Facebook, Instagram, WhatsApp and Google.</p>
          <FeedLinks />
        </section>
      </div>
    </AdminLayout>
  );
}
