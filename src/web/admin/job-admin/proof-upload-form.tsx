import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { PROOF_BYTES } from '../../../contract/proof-texts.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn, field, toast } from '../components/index.ts';
import { compressImage } from '../lib/compress-images.ts';
import type { ProofUpload } from './job-queries.ts';

/** While the shop may send a proof (priced, not approved); otherwise the form is not shown. */
export const canSendProof = (quote: Quote) => !quote.approvedAt && ['quoted', 'proof_sent', 'changes_requested'].includes(quote.stage);

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`);

/**
 * A file input drawn as a button: the browser's own control has a width of its own that does not
 * shrink, and stuck out of the card on a 360 px phone (338 px in a 302 px column).
 */
function FileButton({
  style,
  accept,
  capture,
  onPick,
  children,
}: {
  style: string;
  accept: string;
  capture?: 'environment';
  onPick: (file: File | null) => void;
  children: ReactNode;
}) {
  return (
    <label className={`${style} relative cursor-pointer focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2`}>
      <input
        type="file"
        accept={accept}
        capture={capture}
        className="sr-only"
        onChange={(e) => {
          onPick(e.target.files?.[0] ?? null);
          // Emptied, so the same photo can be picked again after the form was cleared.
          e.target.value = '';
        }}
      />
      {children}
    </label>
  );
}

/** A small look at the picture chosen, so the owner sees it is the right one before sending it. */
function Chosen({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      {url && <img src={url} alt="" className="size-14 shrink-0 rounded border border-stone-200 object-cover" />}
      <span className="min-w-0 break-all">
        {file.name} · {sizeText(file.size)}
      </span>
    </div>
  );
}

/**
 * Sends a new proof from the phone: a picture taken with the camera or chosen from the files, a note
 * and an optional PDF. The server checks and watermarks the picture; a camera's photo over 10 MB is
 * made smaller here rather than refused, a PDF over 10 MB is refused at once.
 */
export function ProofUploadForm({ quote, busy, onSend }: { quote: Quote; busy: boolean; onSend: (upload: ProofUpload, sent: () => void) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [shrinking, setShrinking] = useState(false);
  const next = (quote.proofs.at(-1)?.version ?? 0) + 1;
  const working = busy || shrinking;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (working) return;
    if (!file) return void toast.error('Take or choose the proof picture.');
    if (attachment && attachment.size > PROOF_BYTES) return void toast.error('Each file must be at most 10 MB.');
    let picture = file;
    if (file.size > PROOF_BYTES) {
      setShrinking(true);
      try {
        picture = await compressImage(file, { maxSizeMB: 9, maxWidthOrHeight: 4096 });
      } catch {
        return void toast.error('Each file must be at most 10 MB.');
      } finally {
        setShrinking(false);
      }
    }
    // Emptied once the server has it: a failed send keeps what the owner picked, to try again.
    onSend({ _id: quote._id, file: picture, note, ...(attachment ? { attachment } : {}) }, () => {
      setFile(null);
      setAttachment(null);
      setNote('');
    });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`Send proof ${next}`}
      aria-busy={working}
      className="grid min-w-0 gap-3 rounded-md border border-stone-200 bg-stone-50 p-3"
    >
      <p className="font-semibold">Send proof {next}</p>
      <div className="grid gap-2">
        <p className={field.label}>Proof picture (JPEG, PNG or WebP)</p>
        <div className="flex flex-wrap gap-2">
          <FileButton style={btn.primary} accept="image/*" capture="environment" onPick={setFile}>
            Take photo
          </FileButton>
          <FileButton style={btn.secondary} accept="image/jpeg,image/png,image/webp" onPick={setFile}>
            Choose file
          </FileButton>
        </div>
        {file ? <Chosen file={file} /> : <p className="text-sm text-stone-600">No picture yet.</p>}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={field.label}>
          Note for the customer
        </label>
        <textarea id={`${id}-note`} className={field.textarea} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <FileButton style={btn.secondary} accept="application/pdf" onPick={setAttachment}>
          Add PDF (optional)
        </FileButton>
        {attachment && (
          <span className="min-w-0 text-sm break-all">
            {attachment.name} · {sizeText(attachment.size)}
          </span>
        )}
      </div>
      <button type="submit" className={btn.primary} disabled={working}>
        {shrinking ? 'Making the picture smaller...' : busy ? 'Sending...' : `Send proof ${next}`}
      </button>
    </form>
  );
}
