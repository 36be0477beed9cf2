import { AdminLayout, LoadError } from '../components/index.ts';
import { BackLink, ScreenPart } from '../components/screen-part.tsx';
import { StageBadge } from '../components/stage-badge.tsx';
import { ApiError } from '../lib/admin-api.ts';
import { useBillingSettings } from '../lib/billing-settings.ts';
import { orderLabel } from '../lib/jobs.ts';
import { DueDateForm } from './due-date-form.tsx';
import { JobBill } from './job-bill.tsx';
import { JobTicketLink } from './job-ticket-link.tsx';
import { JobPayments } from './job-payments.tsx';
import { JobPrint } from './job-print.tsx';
import { JobRepeat } from './job-repeat.tsx';
import { JobAccount } from './job-account.tsx';
import { JobProofs } from './job-proofs.tsx';
import { useJob } from './job-queries.ts';
import { JobNames } from './job-names.tsx';
import { JobCustomer, JobItem, JobTimeline } from './job-summary.tsx';
import { PriceForm } from './price-form.tsx';
import { CustomerFiles } from './proof-thread.tsx';
import { StageForm } from './stage-form.tsx';
import { StageNotice, useAnswerWithNews } from './stage-notice.tsx';

/** One part of the job, a card with its heading (a region named by it). */
const Part = ScreenPart;

const BACK = <BackLink tab="orders">All orders</BackLink>;

/**
 * A job on one screen, in the order it runs (issue 28): who asked and how to reach them, what they
 * asked for, the price, the proofs, the money, the stage, the bill, their files and the timeline.
 * The writes answer with the whole job, shown at once; a stage moved offers the news on WhatsApp.
 */
export function JobScreen({ id, origin }: { id: string; origin: string }) {
  const job = useJob(id);
  // Unknown until the settings answer: the label says nothing of GST rather than something untrue.
  const gst = (useBillingSettings().data?.gstMode ?? 'none') !== 'none';
  const { answer, save, moved, dismiss } = useAnswerWithNews();

  if (!job.data) {
    const missing = job.error instanceof ApiError && job.error.status === 404;
    return (
      <AdminLayout title={missing ? 'Job not found' : 'Job'}>
        {BACK}
        {job.isPending ? (
          <p role="status" className="py-6 text-center text-stone-600">
            Loading...
          </p>
        ) : missing ? (
          <p className="text-stone-700">There is no job at this address. It may have been a mistyped link.</p>
        ) : (
          <LoadError message="Could not load the job." onRetry={() => void job.refetch()} busy={job.isFetching} />
        )}
      </AdminLayout>
    );
  }

  const quote = job.data;
  const busy = answer.isPending;
  return (
    <AdminLayout title={orderLabel(quote)} actions={<StageBadge stage={quote.stage} />}>
      {BACK}
      <StageNotice quote={moved} origin={origin} onDismiss={dismiss} />
      <div className="mx-auto grid max-w-3xl gap-3">
        <Part title="Customer">
          <JobCustomer quote={quote} origin={origin} />
        </Part>
        <Part title="Item">
          <JobItem quote={quote} />
        </Part>
        <Part title="Due date">
          <DueDateForm key={quote.updatedAt} quote={quote} busy={busy} onSave={(a) => save(quote, a)} />
        </Part>
        <Part title="Price">
          {/* Remounted when the saved job changes, so the form shows what was saved. */}
          <PriceForm key={quote.updatedAt} quote={quote} gst={gst} busy={busy} onSave={(a) => save(quote, a)} />
        </Part>
        <Part title="Proofs">
          <JobProofs quote={quote} origin={origin} />
        </Part>
        {quote.takesNames && (
          <Part title="Names">
            <JobNames quote={quote} />
          </Part>
        )}
        <Part title="Payments">
          <JobPayments quote={quote} busy={busy} onSave={(a) => save(quote, a)} />
        </Part>
        <Part title="Stage">
          <StageForm key={quote.updatedAt} quote={quote} busy={busy} onSave={(a) => save(quote, a)} />
        </Part>
        <Part title="To the press">
          <JobPrint quote={quote} />
        </Part>
        <Part title="Job ticket">
          <JobTicketLink quote={quote} />
        </Part>
        <Part title="Bill">
          <JobBill quote={quote} />
        </Part>
        <Part title="Customer's files">
          <CustomerFiles quote={quote} />
        </Part>
        <Part title="Timeline">
          <JobTimeline quote={quote} />
        </Part>
        <Part title="Account">
          <JobAccount quote={quote} />
        </Part>
        <Part title="Order again">
          <JobRepeat quote={quote} />
        </Part>
      </div>
    </AdminLayout>
  );
}
