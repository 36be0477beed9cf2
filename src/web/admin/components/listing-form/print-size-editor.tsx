import { useState } from 'react';
import { effectiveDpi, MIN_PRINT_DPI, PrintSizeSchema } from '../../../../contract/print-size.ts';
import { LabelledInput } from '../labelled-input.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { priceText } from './price-text.ts';
import type { PrintDraft } from './print-size-draft.ts';

export interface PrintSizeEditorProps extends SectionProps {
  draft: PrintDraft;
  onChange: (draft: PrintDraft) => void;
  /** The first picture (the print master): its pixels decide the resolution at this size. */
  imageUrl: string | null;
}

/** The printed piece: trim size, bleed and sides, with what the master picture's pixels give at that size. */
export function PrintSizeEditor({ draft, onChange, imageUrl, ...section }: PrintSizeEditorProps) {
  const change = (patch: Partial<PrintDraft>) => onChange({ ...draft, ...patch });
  // The picture's pixel size, once the browser has loaded it (a stored original or a picked file's preview).
  const [loaded, setLoaded] = useState<{ url: string; width: number; height: number } | null>(null);
  const pixels = loaded && loaded.url === imageUrl ? loaded : null;
  const size = PrintSizeSchema.safeParse({ widthMm: draft.widthMm, heightMm: draft.heightMm, bleedMm: draft.bleedMm || '0', sides: draft.sides });
  const dpi = pixels && size.success ? effectiveDpi(pixels, size.data) : null;
  const mm = (label: string, key: 'widthMm' | 'heightMm' | 'bleedMm') => (
    <LabelledInput
      className="min-w-24 flex-1"
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={draft[key]}
      onChange={(value) => change({ [key]: priceText(value).replace(/(\.\d)\d+$/, '$1') })}
    />
  );
  return (
    <EditorSection
      {...section}
      legend="Print size"
      hint="The trimmed size of the printed piece (a 5×7 in card is 127 × 178 mm, a visiting card 89 × 51). Leave width and height blank when the item is not printed."
    >
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {mm('Width (mm)', 'widthMm')}
        {mm('Height (mm)', 'heightMm')}
        {mm('Bleed (mm)', 'bleedMm')}
        <label className="flex min-h-11 min-w-24 flex-1 flex-col text-sm font-medium text-stone-800">
          Sides
          <select
            className="mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base"
            value={draft.sides}
            onChange={(e) => change({ sides: e.target.value === '2' ? '2' : '1' })}
          >
            <option value="1">1 (front)</option>
            <option value="2">2 (front and back)</option>
          </select>
        </label>
      </div>
      {imageUrl && (
        <img
          src={imageUrl}
          alt=""
          hidden
          onLoad={(e) => setLoaded({ url: imageUrl, width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
      )}
      {dpi !== null && pixels && (
        <p className={`mt-2 text-sm ${dpi < MIN_PRINT_DPI ? 'font-medium text-amber-900' : 'text-stone-700'}`} role={dpi < MIN_PRINT_DPI ? 'alert' : undefined}>
          The first picture ({pixels.width} × {pixels.height} px) prints at {dpi} dpi at this size with its bleed.
          {dpi < MIN_PRINT_DPI && ` Below ${MIN_PRINT_DPI} dpi it prints soft: for a sharp print, send the proof with the designer’s PDF.`}
        </p>
      )}
    </EditorSection>
  );
}
