import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { isPhotoZone, ZONE_ALIGNS } from '../../../../contract/selling.ts';
import { btn, field } from '../styles.ts';
import { LabelledInput, LabelledSelect } from '../labelled-input.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { ZoneKindFields } from './zone-kind-fields.tsx';
import { boxBetween, hindiText, MIN_SIDE, newZone, percentOf, withHindi, withLabel, withPercent, type ZoneDraft } from './selling-drafts.ts';

export interface ZonesEditorProps extends SectionProps {
  zones: ZoneDraft[];
  onChange: (zones: ZoneDraft[]) => void;
  /** The listing's first image (a kept URL or a picked file's preview); null when it has none yet. */
  imageUrl: string | null;
}

type Point = { x: number; y: number };
const SIDES = [
  ['x', 'Left (%)'],
  ['y', 'Top (%)'],
  ['w', 'Width (%)'],
  ['h', 'Height (%)'],
] as const;
const ALIGN_TEXT = { left: 'Left', center: 'Centre', right: 'Right' } as const;
const ALIGN_OPTIONS = ZONE_ALIGNS.map((a) => ({ value: a, text: ALIGN_TEXT[a] }));

const percentStyle = (z: { x: number; y: number; w: number; h: number }) => ({
  left: `${z.x * 100}%`,
  top: `${z.y * 100}%`,
  width: `${z.w * 100}%`,
  height: `${z.h * 100}%`,
});

/**
 * Personalisation zones on the first image: the owner draws a box with the mouse or a finger
 * (pointer events; touch-action none so the finger draws instead of scrolling), names it, and may
 * set its alignment and colour; a tap selects a box. Number fields (in %) move and size the
 * selected box for keyboard users and precision. Stored as fractions 0–1 with 4 decimals.
 */
export function ZonesEditor({ zones, onChange, imageUrl, ...section }: ZonesEditorProps) {
  const { disabled } = section;
  const id = useId();
  const surface = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [drawing, setDrawing] = useState<{ pointer: number; from: Point; to: Point } | null>(null);
  const [focusLabel, setFocusLabel] = useState(false);
  const current = selected !== null ? zones[selected] : undefined;

  useEffect(() => {
    if (!focusLabel) return;
    document.getElementById(`${id}-label`)?.focus();
    setFocusLabel(false);
  }, [focusLabel, id]);

  const pointAt = (e: PointerEvent): Point | null => {
    const rect = surface.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0 || rect.height <= 0) return null;
    return { x: Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width)), y: Math.min(1, Math.max(0, (e.clientY - rect.top) / rect.height)) };
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const p = pointAt(e);
    if (!p) return;
    e.preventDefault();
    // The box follows this pointer even when it leaves the image.
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrawing({ pointer: e.pointerId, from: p, to: p });
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drawing || e.pointerId !== drawing.pointer) return;
    const p = pointAt(e);
    if (p) setDrawing({ ...drawing, to: p });
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!drawing || e.pointerId !== drawing.pointer) return;
    const to = pointAt(e) ?? drawing.to;
    setDrawing(null);
    const box = boxBetween(drawing.from, to);
    if (box.w >= MIN_SIDE && box.h >= MIN_SIDE) {
      onChange([...zones, newZone(box, zones)]);
      setSelected(zones.length);
      setFocusLabel(true);
      return;
    }
    // A tap: select the (top-most) box under it, or none.
    let hit: number | null = null;
    zones.forEach((z, i) => {
      if (to.x >= z.x && to.x <= z.x + z.w && to.y >= z.y && to.y <= z.y + z.h) hit = i;
    });
    setSelected(hit);
  };

  const update = (next: ZoneDraft) => selected !== null && onChange(zones.map((z, i) => (i === selected ? next : z)));
  const remove = () => {
    if (selected === null) return;
    onChange(zones.filter((_, i) => i !== selected));
    setSelected(null);
  };
  const draft = drawing && boxBetween(drawing.from, drawing.to);

  return (
    <EditorSection
      {...section}
      legend="Personalisation zones"
      hint="Draw a box on the image with your mouse or finger for each text the customer fills in (names, date, venue) or each photo, then name it."
      shrink
    >
      {imageUrl ? (
        <div className="relative mx-auto mt-2 max-w-lg select-none">
          <img src={imageUrl} alt="First image: draw the zones on it" draggable={false} className="block h-auto w-full rounded" />
          <div
            ref={surface}
            data-zone-surface=""
            className="absolute inset-0 cursor-crosshair"
            style={{ touchAction: 'none' }}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={() => setDrawing(null)}
          >
            {zones.map((z, i) => (
              <div
                key={i}
                className={`pointer-events-none absolute overflow-hidden border-2 ${i === selected ? 'border-brand-700 bg-brand-600/25' : 'border-dashed border-stone-900 bg-white/30'}`}
                style={percentStyle(z)}
              >
                <span className="block truncate bg-white/85 px-1 text-xs text-stone-900">
                  {z.label}
                  {isPhotoZone(z) ? ' (photo)' : ''}
                </span>
              </div>
            ))}
            {draft && <div className="pointer-events-none absolute border-2 border-brand-700 bg-brand-600/20" style={percentStyle(draft)} />}
          </div>
        </div>
      ) : (
        <p className="mt-2 rounded-md bg-stone-100 p-3 text-sm text-stone-700">
          Add an image above first: the zones are drawn on the listing&apos;s first image.
        </p>
      )}
      {zones.length > 0 && (
        <ul aria-label="Zones" className="mt-3 flex flex-wrap gap-2">
          {zones.map((z, i) => (
            <li key={i}>
              <button
                type="button"
                aria-pressed={i === selected}
                className={i === selected ? btn.primary : btn.secondary}
                onClick={() => setSelected(i === selected ? null : i)}
              >
                {z.label || `Zone ${i + 1}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <div role="group" aria-label={`Zone: ${current.label}`} className="mt-3 grid grid-cols-2 gap-3 rounded-md bg-stone-50 p-3 sm:grid-cols-4">
          <LabelledInput
            id={`${id}-label`}
            className="col-span-2"
            label="Zone label"
            hint={
              <>
                Key: <code>{current.key}</code>
              </>
            }
            maxLength={60}
            autoComplete="off"
            value={current.label}
            onChange={(value) => onChange(withLabel(zones, selected!, value))}
          />
          <LabelledInput
            className="col-span-2"
            label="Hindi name (optional)"
            lang="hi"
            maxLength={60}
            autoComplete="off"
            placeholder="दूल्हे का नाम"
            value={hindiText(current, 'label')}
            onChange={(value) => update(withHindi(current, 'label', value))}
          />
          <ZoneKindFields zone={current} onChange={update} />
          {!isPhotoZone(current) && (
            <>
              <LabelledSelect
                label="Alignment"
                options={ALIGN_OPTIONS}
                value={current.align}
                onChange={(value) => update({ ...current, align: value as ZoneDraft['align'] })}
              />
              <LabelledInput
                label="Text colour"
                type="color"
                inputClassName={`${field.input} p-1`}
                value={current.colour}
                onChange={(value) => update({ ...current, colour: value.toLowerCase() })}
              />
            </>
          )}
          {SIDES.map(([side, text]) => (
            <LabelledInput
              key={side}
              label={text}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              value={percentOf(current[side])}
              onChange={(value) => update(withPercent(current, side, value === '' ? Number.NaN : Number(value)))}
            />
          ))}
          <div className="col-span-2 sm:col-span-4">
            <button type="button" className={btn.danger} onClick={remove}>
              Delete zone
            </button>
          </div>
        </div>
      )}
    </EditorSection>
  );
}
