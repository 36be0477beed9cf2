import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test-support/render.tsx';
import { listing } from '../../test-support/listing-samples.ts';
import { previewPath, QuoteTexts } from './quote-preview.tsx';

const ID_CARD = listing(30, {
  fields: [
    { key: 'name', label: 'Name', x: 0.36, y: 0.3, w: 0.6, h: 0.1, align: 'left', colour: '#111111' },
    { key: 'photo', label: 'Photo', kind: 'photo', required: true, x: 0.04, y: 0.26, w: 0.28, h: 0.56, align: 'center', colour: '#222222' },
  ],
});

describe('a photo zone on the item page (issue 30)', () => {
  it('offers no text box for a photo zone, and never sends one in the preview', () => {
    render(<QuoteTexts listing={ID_CARD} texts={{ name: 'Asha', photo: 'asha.jpg' }} onText={vi.fn()} />);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name']);
    expect(screen.queryByLabelText('Photo')).toBeNull();
    expect(previewPath(ID_CARD, { name: 'Asha', photo: 'asha.jpg' })).toBe(`/api/listings/${ID_CARD._id}/preview?name=Asha`);
  });
});
