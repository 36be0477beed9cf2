import type { MouseEvent } from 'react';
import type { Proof } from '../../../contract/quote-proofs.ts';
import * as m from '../i18n/messages.ts';

type Pin = { x: number; y: number };

/** A numbered dot on the proof at a pin (fractions of its width and height). */
function PinMark({ pin, label, draft }: { pin: Pin; label: string; draft?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
      className={`pointer-events-none absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow ${draft ? 'bg-brand-700' : 'bg-red-600'}`}
    >
      {label}
    </span>
  );
}

/**
 * One proof with its comments' pins drawn on it; while the visitor may pin a change, tapping the
 * proof sets (or moves) the draft pin.
 */
export function ProofView({ proof, draft, onPin }: { proof: Proof; draft?: Pin | null; onPin?: (pin: Pin) => void }) {
  const pinned = proof.comments.filter((c) => c.pin);
  const alt = proof.version === 1 && !proof.url.includes('/proofs/') ? m.previewOfYourCard : m.proofVersion(proof.version);
  const image = (
    <img src={proof.url} alt={alt} width={640} height={640} decoding="async" className="block h-auto w-full rounded-lg border border-stone-200 bg-stone-100" />
  );
  const marks = (
    <>
      {pinned.map((c, i) => (
        <PinMark key={i} pin={c.pin!} label={String(i + 1)} />
      ))}
      {draft && <PinMark pin={draft} label="+" draft />}
    </>
  );
  const tap = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onPin) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
    onPin({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  // The tap target lies over the image rather than around it, so the image stays an image to assistive technology.
  return (
    <div className="relative">
      {image}
      {onPin && (
        <button type="button" onClick={tap} aria-label={`${alt}: ${m.proofPinHint}`} className="absolute inset-0 size-full cursor-crosshair rounded-lg" />
      )}
      {marks}
    </div>
  );
}
