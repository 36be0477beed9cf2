import type { Quote } from '../../../contract/quotes.ts';
import { ProofThread } from './proof-thread.tsx';
import { canSendProof, ProofUploadForm } from './proof-upload-form.tsx';
import { useUploadProof } from './quote-queries.ts';

/** A quote's proof rounds in its card: the thread so far, and the form for the next proof while one may be sent. */
export function QuoteProofs({ quote }: { quote: Quote }) {
  const upload = useUploadProof();
  return (
    <div className="grid gap-3 lg:col-span-3">
      <ProofThread quote={quote} />
      {canSendProof(quote) && <ProofUploadForm quote={quote} busy={upload.isPending} onSend={(u) => upload.mutate(u)} />}
    </div>
  );
}
