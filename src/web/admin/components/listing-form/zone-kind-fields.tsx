import { ZONE_KINDS, type ZoneKind } from '../../../../contract/selling.ts';
import { LabelledSelect } from '../labelled-input.tsx';
import type { ZoneDraft } from './selling-drafts.ts';

const KIND_TEXT: Record<ZoneKind, string> = { text: 'Text', photo: 'Photo (from a sheet’s photos)' };
const KIND_OPTIONS = ZONE_KINDS.map((k) => ({ value: k, text: KIND_TEXT[k] }));

/**
 * What a zone holds and whether every row of a customer's sheet must fill it (issue 30): an ID card's
 * photo and name are, a blood group may be left blank.
 */
export function ZoneKindFields({ zone, onChange }: { zone: ZoneDraft; onChange: (zone: ZoneDraft) => void }) {
  return (
    <>
      <LabelledSelect label="Holds" options={KIND_OPTIONS} value={zone.kind ?? 'text'} onChange={(value) => onChange({ ...zone, kind: value as ZoneKind })} />
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" className="h-5 w-5" checked={zone.required ?? false} onChange={(e) => onChange({ ...zone, required: e.target.checked })} />
        Every name on the sheet needs it
      </label>
    </>
  );
}
