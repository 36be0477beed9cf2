import '@testing-library/jest-dom/vitest';
import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contextMenuRefused } from '../../test-support/events.ts';
import '../../test-support/render.tsx';
import { ImageCarousel } from './image-carousel.tsx';

const images = [1, 2, 3].map((n) => `/media/${String(n).padStart(32, 'b')}.jpg`);

function setup(list = images, title = 'Royal card') {
  const view = render(<ImageCarousel images={list} title={title} />);
  const carousel = screen.getByRole('region', { name: `Images of ${title}` });
  return { ...view, carousel, stage: within(carousel).getByTestId('carousel-stage') };
}

/** The large image's position, read from its alt text ("... (image 2 of 3)"). */
const shown = (carousel: HTMLElement = screen.getByRole('region')) =>
  Number(/\(image (\d+) of/.exec(within(carousel).getByRole('button', { name: 'Zoom image' }).querySelector('img')!.alt)?.[1]);

function swipe(stage: HTMLElement, from: number, to: number, pointerType: 'touch' | 'mouse' | 'pen' = 'touch') {
  const init = { pointerId: 7, pointerType, button: 0, clientY: 100 };
  fireEvent.pointerDown(stage, { ...init, clientX: from });
  fireEvent.pointerMove(stage, { ...init, clientX: to });
  fireEvent.pointerUp(stage, { ...init, clientX: to });
}

describe('ImageCarousel', () => {
  it('says "No image available" without images (no NaN index, no controls)', () => {
    render(<ImageCarousel images={[]} title="Plain card" />);
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows one image without arrows or thumbnails', () => {
    render(<ImageCarousel images={[images[0]!]} title="Single" />);
    expect(screen.getByRole('img', { name: 'Single' })).toHaveAttribute('src', images[0]);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  });

  it('wraps around with the buttons, and highlights the selected thumbnail', async () => {
    const { carousel } = setup();
    const user = userEvent.setup();
    const thumbs = within(carousel).getAllByRole('button', { name: /^Show image/ });
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe(3);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe(1);
    await user.click(thumbs[1]!);
    expect(shown()).toBe(2);
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });

  it('moves by arrow keys only while it has focus, and only itself', () => {
    render(
      <>
        <ImageCarousel images={images} title="First" />
        <ImageCarousel images={images} title="Second" />
      </>,
    );
    const [first, second] = screen.getAllByRole('region');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shown(first)).toBe(1);
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(shown(first)).toBe(2);
    expect(shown(second)).toBe(1);
    // From a control inside it too (focus within); ArrowLeft wraps from the first to the last.
    fireEvent.keyDown(within(second!).getByRole('button', { name: 'Previous image' }), { key: 'ArrowLeft' });
    expect(shown(second)).toBe(3);
  });

  it('changes image on a touch swipe over 50 px, not at 49 px — starting at clientX 0 as well', () => {
    const { stage } = setup();
    swipe(stage, 200, 151);
    expect(shown()).toBe(1);
    swipe(stage, 200, 149);
    expect(shown()).toBe(2);
    swipe(stage, 0, 51);
    expect(shown()).toBe(1);
    swipe(stage, 0, 49);
    expect(shown()).toBe(1);
  });

  it('needs a mouse drag over 100 px', () => {
    const { stage } = setup();
    swipe(stage, 300, 201, 'mouse');
    expect(shown()).toBe(1);
    swipe(stage, 300, 199, 'mouse');
    expect(shown()).toBe(2);
    swipe(stage, 100, 199, 'mouse');
    expect(shown()).toBe(2);
    swipe(stage, 100, 201, 'mouse');
    expect(shown()).toBe(1);
  });

  it('ignores a mostly vertical move (the page scrolls)', () => {
    const { stage } = setup();
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 120, clientY: 300 });
    expect(shown()).toBe(1);
  });

  it('zooms to 125% on a click, ignores swipes while zoomed, and a click again unzooms', async () => {
    const { stage } = setup();
    const user = userEvent.setup();
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(zoom.querySelector('img')).toHaveClass('scale-125');
    swipe(stage, 300, 100);
    swipe(stage, 300, 100, 'mouse');
    expect(shown()).toBe(1);
    await user.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    swipe(stage, 300, 100);
    expect(shown()).toBe(2);
  });

  it('does not zoom at the end of a drag', () => {
    const { stage } = setup();
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    fireEvent.pointerDown(zoom, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 300, clientY: 10 });
    fireEvent.pointerUp(zoom, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 150, clientY: 10 });
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(shown()).toBe(2);
    expect(stage).toContainElement(zoom);
  });

  it('blocks right-click and dragging the picture out', () => {
    const { carousel } = setup();
    const img = within(carousel).getByRole('button', { name: 'Zoom image' }).querySelector('img')!;
    expect(contextMenuRefused(img)).toBe(true);
    expect(contextMenuRefused(carousel.querySelectorAll('img')[1]!)).toBe(true);
    const drag = createEvent.dragStart(img);
    fireEvent(img, drag);
    expect(drag.defaultPrevented).toBe(true);
  });

  it('keeps a valid image when the list shrinks', () => {
    const { rerender } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    rerender(<ImageCarousel images={images.slice(0, 2)} title="Royal card" />);
    expect(shown()).toBe(2);
  });
});
