import type { Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';
import { ProofThread } from './proof-thread.tsx';
import { canSendProof, ProofUploadForm } from './proof-upload-form.tsx';
import { customerWhatsapp } from './quote-message.ts';
import { useUploadProof } from './job-queries.ts';

/**
 * The job's proof rounds: the thread so far, the form for the next proof while one may be sent, and
 * once a proof is sent, "Send on WhatsApp" to tell the customer it is ready.
 */
export function JobProofs({ quote, origin }: { quote: Quote; origin: string }) {
  const upload = useUploadProof();
  const sent = upload.isSuccess && upload.data._id === quote._id ? upload.data : null;
  return (
    <div className="grid min-w-0 gap-3">
      <ProofThread quote={quote} />
      {sent && (
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3">
          <p className="min-w-0 basis-full break-words">Proof {sent.proofs.at(-1)?.version} is on the customer&apos;s page. Let them know:</p>
          <a className={btn.primary} href={customerWhatsapp(sent, origin)} target="_blank" rel="noopener noreferrer">
            Send on WhatsApp
          </a>
        </div>
      )}
      {canSendProof(quote) && <ProofUploadForm quote={quote} busy={upload.isPending} onSend={(u, done) => upload.mutate(u, { onSuccess: done })} />}
    </div>
  );
}
