import { useId, useState, type FormEvent } from 'react';
import { PROOF_BYTES } from '../../../contract/proof-texts.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn, field, toast } from '../components/index.ts';
import type { ProofUpload } from './quote-queries.ts';

/** While the shop may send a proof (priced, not approved); otherwise the form is not shown. */
export const canSendProof = (quote: Quote) => !quote.approvedAt && ['quoted', 'proof_sent', 'changes_requested'].includes(quote.stage);

/**
 * Sends a new proof from the phone: the picture (camera or gallery), a note and an optional PDF.
 * The server checks and watermarks the picture; here only the size is checked, to say so at once.
 */
export function ProofUploadForm({ quote, busy, onSend }: { quote: Quote; busy: boolean; onSend: (upload: ProofUpload) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const next = (quote.proofs.at(-1)?.version ?? 0) + 1;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const problem = !file ? 'Choose the proof picture.' : [file, attachment].some((f) => f && f.size > PROOF_BYTES) ? 'Each file must be at most 10 MB.' : null;
    if (problem) return void toast.error(problem);
    onSend({ _id: quote._id, file: file!, note, ...(attachment ? { attachment } : {}) });
    e.currentTarget.reset();
    setFile(null);
    setAttachment(null);
    setNote('');
  };

  return (
    <form onSubmit={submit} aria-label={`Send proof ${next} to ${quote.name}`} aria-busy={busy} className="grid gap-2 rounded-md border border-stone-200 p-3">
      <p className="font-semibold">Send proof {next}</p>
      <label htmlFor={`${id}-file`} className={field.label}>
        Proof picture (JPEG, PNG or WebP)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="min-h-11"
      />
      <label htmlFor={`${id}-note`} className={field.label}>
        Note for the customer
      </label>
      <textarea id={`${id}-note`} className={field.textarea} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      <label htmlFor={`${id}-pdf`} className={field.label}>
        PDF (optional)
      </label>
      <input id={`${id}-pdf`} type="file" accept="application/pdf" onChange={(e) => setAttachment(e.target.files?.[0] ?? null)} className="min-h-11" />
      <button type="submit" className={btn.primary} disabled={busy}>
        {busy ? 'Sending...' : `Send proof ${next}`}
      </button>
    </form>
  );
}
