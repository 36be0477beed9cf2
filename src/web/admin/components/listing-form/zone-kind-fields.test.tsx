import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test-support/render.tsx';
import { checkZones, sendZones, type ZoneDraft } from './selling-drafts.ts';
import { ZonesEditor } from './zones-editor.tsx';

function Zones({ initial, seen }: { initial: ZoneDraft[]; seen: (z: ZoneDraft[]) => void }) {
  const [zones, setZones] = useState(initial);
  return <ZonesEditor zones={zones} imageUrl="/media/card.jpg" onChange={(z) => (seen(z), setZones(z))} />;
}

const NAME: ZoneDraft = { key: 'name', label: 'Name', x: 0.36, y: 0.3, w: 0.6, h: 0.1, align: 'left', colour: '#111111' };
const PHOTO: ZoneDraft = { key: 'photo', label: 'Photo', x: 0.04, y: 0.26, w: 0.28, h: 0.56, align: 'center', colour: '#222222' };

describe('photo zones in the zones editor (issue 30)', () => {
  it('makes a zone a photo (no alignment or colour then) and marks zones every name needs', () => {
    const seen = vi.fn();
    render(<Zones initial={[NAME, PHOTO]} seen={seen} />);
    fireEvent.click(within(screen.getByRole('list', { name: 'Zones' })).getByRole('button', { name: 'Photo' }));
    expect((screen.getByLabelText('Holds') as HTMLSelectElement).value).toBe('text');
    expect(screen.getByLabelText('Alignment')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Holds'), { target: { value: 'photo' } });
    fireEvent.click(screen.getByLabelText('Every name on the sheet needs it'));
    expect(screen.queryByLabelText('Alignment')).toBeNull();
    expect(screen.queryByLabelText('Text colour')).toBeNull();
    expect(screen.getByText(/\(photo\)/)).toBeTruthy();
    const zones = seen.mock.lastCall![0] as ZoneDraft[];
    expect(zones[1]).toMatchObject({ key: 'photo', kind: 'photo', required: true });
    expect(JSON.parse(sendZones(JSON.stringify(zones)))[1]).toMatchObject({ kind: 'photo', required: true });
    expect(checkZones(JSON.stringify(zones))).toBeNull();
  });

  it('the contract refuses a second photo zone', () => {
    const two = [NAME, { ...PHOTO, kind: 'photo' as const }, { ...PHOTO, key: 'photo_2', label: 'Photo 2', kind: 'photo' as const }];
    expect(checkZones(JSON.stringify(two))).toBe('A card may have one photo zone.');
  });
});
