import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test-support/render.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { PriceTiersEditor } from './price-tiers-editor.tsx';
import type { OptionDraft, TierDraft, ZoneDraft } from './selling-drafts.ts';
import { ZonesEditor } from './zones-editor.tsx';

/** Each editor in a parent that keeps its rows, as the listing form does; `seen` gets every change. */
function Tiers({ initial, seen }: { initial: TierDraft[]; seen: (t: TierDraft[]) => void }) {
  const [tiers, setTiers] = useState(initial);
  return <PriceTiersEditor tiers={tiers} onChange={(t) => (seen(t), setTiers(t))} />;
}
function Options({ initial, seen }: { initial: OptionDraft[]; seen: (o: OptionDraft[]) => void }) {
  const [options, setOptions] = useState(initial);
  return <OptionsEditor options={options} onChange={(o) => (seen(o), setOptions(o))} />;
}
function Zones({ initial, seen, imageUrl = '/media/card.jpg' }: { initial: ZoneDraft[]; seen: (z: ZoneDraft[]) => void; imageUrl?: string | null }) {
  const [zones, setZones] = useState(initial);
  return <ZonesEditor zones={zones} imageUrl={imageUrl} onChange={(z) => (seen(z), setZones(z))} />;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PriceTiersEditor', () => {
  it('adds, fills and removes rows; the fields take only digits (and one point for the price)', () => {
    const seen = vi.fn();
    render(<Tiers initial={[{ minQty: '100', unitPrice: '14' }]} seen={seen} />);
    expect((screen.getByLabelText('From quantity (tier 1)') as HTMLInputElement).value).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Add price tier' }));
    type('From quantity (tier 2)', '5x00');
    type('Price per piece (₹) (tier 2)', '12.5.0');
    expect(seen).toHaveBeenLastCalledWith([
      { minQty: '100', unitPrice: '14' },
      { minQty: '500', unitPrice: '12.50' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(seen).toHaveBeenLastCalledWith([{ minQty: '500', unitPrice: '12.50' }]);
  });

  it('shows the message it is given', () => {
    render(<PriceTiersEditor tiers={[]} onChange={() => {}} error="priceTiers has two tiers with the same minQty." />);
    expect(screen.getByRole('group', { name: 'Price by quantity' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('priceTiers has two tiers with the same minQty.')).toBeTruthy();
  });
});

describe('OptionsEditor', () => {
  it('adds an option with choices and surcharges, removes a choice and an option', () => {
    const seen = vi.fn();
    render(<Options initial={[]} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type('Option name (option 1)', 'Foil');
    type('Choice (option 1, choice 1)', 'None');
    expect((screen.getByLabelText('Surcharge (₹) (option 1, choice 1)') as HTMLInputElement).value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Add choice to option 1' }));
    type('Choice (option 1, choice 2)', 'Gold');
    type('Surcharge (₹) (option 1, choice 2)', '6');
    expect(seen).toHaveBeenLastCalledWith([
      {
        name: 'Foil',
        choices: [
          { label: 'None', surcharge: '0' },
          { label: 'Gold', surcharge: '6' },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove choice 1 of option 1' }));
    expect(seen).toHaveBeenLastCalledWith([{ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(seen).toHaveBeenLastCalledWith([]);
  });
});

/** happy-dom lays nothing out: the drawing surface is 400 × 300 at (0, 0). */
function surface() {
  const el = document.querySelector<HTMLDivElement>('[data-zone-surface]')!;
  el.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  return el;
}
function draw(el: HTMLElement, from: [number, number], to: [number, number], pointerId = 1) {
  fireEvent.pointerDown(el, { pointerId, clientX: from[0], clientY: from[1], button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(el, { pointerId, clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2, pointerType: 'touch' });
  fireEvent.pointerMove(el, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'touch' });
  fireEvent.pointerUp(el, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'touch' });
}

describe('ZonesEditor', () => {
  it('draws a box with a pointer, names it (key from the label), aligns and colours it', () => {
    const seen = vi.fn();
    render(<Zones initial={[]} seen={seen} />);
    expect(surface().style.touchAction).toBe('none');
    draw(surface(), [300, 60], [40, 90]);
    expect(seen).toHaveBeenLastCalledWith([{ key: 'text_1', label: 'Text 1', x: 0.1, y: 0.2, w: 0.65, h: 0.1, align: 'center', colour: '#222222' }]);
    // The new zone is selected and its label field has the focus.
    const label = screen.getByLabelText('Zone label') as HTMLInputElement;
    expect(document.activeElement).toBe(label);
    type('Zone label', 'Bride name');
    expect(screen.getByText('bride_name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Alignment'), { target: { value: 'left' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#7A1020' } });
    expect(seen).toHaveBeenLastCalledWith([{ key: 'bride_name', label: 'Bride name', x: 0.1, y: 0.2, w: 0.65, h: 0.1, align: 'left', colour: '#7a1020' }]);
  });

  it('nudges and resizes the selected zone by its % fields, and deletes it', () => {
    const seen = vi.fn();
    render(<Zones initial={[{ key: 'venue', label: 'Venue', x: 0.1, y: 0.5, w: 0.3, h: 0.1, align: 'center', colour: '#222222' }]} seen={seen} />);
    fireEvent.click(within(screen.getByRole('list', { name: 'Zones' })).getByRole('button', { name: 'Venue' }));
    expect((screen.getByLabelText('Left (%)') as HTMLInputElement).value).toBe('10');
    type('Left (%)', '12.5');
    type('Width (%)', '95');
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ x: 0.125, w: 0.875 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete zone' }));
    expect(seen).toHaveBeenLastCalledWith([]);
    expect(screen.queryByLabelText('Zone label')).toBeNull();
  });

  it('a tap selects the box under it; a tap elsewhere selects none; a second box gets its own key', () => {
    const seen = vi.fn();
    render(<Zones initial={[{ key: 'text_1', label: 'Text 1', x: 0.1, y: 0.1, w: 0.5, h: 0.2, align: 'center', colour: '#222222' }]} seen={seen} />);
    draw(surface(), [100, 50], [101, 51]);
    expect(screen.getByRole('button', { name: 'Text 1', pressed: true })).toBeTruthy();
    draw(surface(), [390, 290], [390, 290]);
    expect(screen.queryByLabelText('Zone label')).toBeNull();
    draw(surface(), [40, 200], [200, 260]);
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ key: 'text_1' }), expect.objectContaining({ key: 'text_2', label: 'Text 2' })]);
  });

  it('without an image it says to add one first', () => {
    render(<Zones initial={[]} seen={vi.fn()} imageUrl={null} />);
    expect(screen.getByText(/Add an image above first/)).toBeTruthy();
    expect(document.querySelector('[data-zone-surface]')).toBeNull();
  });
});
