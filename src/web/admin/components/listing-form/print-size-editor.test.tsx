import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../test-support/render.tsx';
import { listing } from '../../../test-support/listing-samples.ts';
import { checkPrint, EMPTY_PRINT, printOf, readPrint, sendPrint, type PrintDraft } from './print-size-draft.ts';
import { PrintSizeEditor } from './print-size-editor.tsx';

function Harness({ start, imageUrl }: { start: PrintDraft; imageUrl: string | null }) {
  const [draft, setDraft] = useState(start);
  return (
    <>
      <PrintSizeEditor draft={draft} onChange={setDraft} imageUrl={imageUrl} />
      <output>{sendPrint(JSON.stringify(draft))}</output>
    </>
  );
}

/** The browser has loaded the hidden master picture at this pixel size. */
function loaded(width: number, height: number) {
  const img = document.querySelector('img[hidden]')!;
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

const resolution = () => [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('The first picture'))?.textContent;

describe('the listing form’s print size', () => {
  it('sends blank as none, numbers as numbers, and checks with the contract', () => {
    expect(sendPrint(JSON.stringify(EMPTY_PRINT))).toBe('');
    expect(sendPrint(JSON.stringify({ ...EMPTY_PRINT, widthMm: '85.6', heightMm: '54', sides: '2' }))).toBe(
      '{"widthMm":85.6,"heightMm":54,"bleedMm":3,"sides":2}',
    );
    expect(checkPrint(JSON.stringify({ ...EMPTY_PRINT, widthMm: '85.6' }))).toBe('heightMm must be a number of millimetres from 10 to 1200, to 0.1 mm.');
    expect(checkPrint(JSON.stringify({ ...EMPTY_PRINT, widthMm: '89', heightMm: '51' }))).toBeNull();
    expect(readPrint(printOf(listing(1, { print: { widthMm: 127, heightMm: 178, bleedMm: 2, sides: 1 } })))).toEqual({
      widthMm: '127',
      heightMm: '178',
      bleedMm: '2',
      sides: '1',
    });
    expect(readPrint(printOf(listing(1)))).toEqual(EMPTY_PRINT);
  });

  it('shows the master picture’s resolution at the size, and warns below 300 dpi', () => {
    render(<Harness start={{ ...EMPTY_PRINT, widthMm: '127', heightMm: '178' }} imageUrl="/media/card.jpg" />);
    loaded(1200, 1600);
    // 1200 px over 133 mm (5.24 in) is 229 dpi; 1600 px over 184 mm is 220: the smaller decides.
    expect(screen.getByRole('alert').textContent).toBe(
      'The first picture (1200 × 1600 px) prints at 220 dpi at this size with its bleed. Below 300 dpi it prints soft: for a sharp print, send the proof with the designer’s PDF.',
    );
    fireEvent.change(screen.getByLabelText('Width (mm)'), { target: { value: '51' } });
    fireEvent.change(screen.getByLabelText('Height (mm)'), { target: { value: '89' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(resolution()).toBe('The first picture (1200 × 1600 px) prints at 427 dpi at this size with its bleed.');
    fireEvent.change(screen.getByLabelText('Sides'), { target: { value: '2' } });
    expect(document.querySelector('output')!.textContent).toBe('{"widthMm":51,"heightMm":89,"bleedMm":3,"sides":2}');
  });
});
