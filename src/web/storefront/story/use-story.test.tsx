import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_INTERVAL_MS, useStory } from './use-story.ts';

function Probe({ count }: { count: number }) {
  const story = useStory(count);
  return (
    <div data-testid="surface" {...story.surface}>
      <output data-testid="index">{story.index}</output>
      <output data-testid="paused">{String(story.paused)}</output>
      {/* A control inside the surface: pressing it is neither a tap nor a swipe. */}
      <button type="button" onClick={story.next}>
        Next
      </button>
    </div>
  );
}

const index = () => Number(screen.getByTestId('index').textContent);
const paused = () => screen.getByTestId('paused').textContent === 'true';
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const swipe = (dx: number, dy = 0) => {
  const surface = screen.getByTestId('surface');
  fireEvent.pointerDown(surface, { clientX: 200, clientY: 300 });
  fireEvent.pointerUp(surface, { clientX: 200 + dx, clientY: 300 + dy });
};
const tap = () => swipe(2, 1);
const press = (key: string) => fireEvent.keyDown(document.body, { key });
/** The index after each step: a test reads as "these steps → these indexes". */
const indexesAfter = <Step,>(act: (step: Step) => void, ...steps: Step[]) => steps.map((step) => (act(step), index()));

describe('useStory', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves to the next image every 3000 ms, and wraps from the last to the first', () => {
    render(<Probe count={3} />);
    expect(STORY_INTERVAL_MS).toBe(3000);
    expect(indexesAfter(wait, 2999, 1, 3000, 3000)).toEqual([0, 1, 2, 0]);
  });

  it('stays while paused, and resumes with the time that was left', () => {
    render(<Probe count={3} />);
    wait(1000);
    tap();
    expect(paused()).toBe(true);
    expect(indexesAfter(wait, 10_000)).toEqual([0]);
    tap();
    expect(paused()).toBe(false);
    expect(indexesAfter(wait, 1999, 1)).toEqual([0, 1]);
  });

  it('a swipe of 49 px does nothing (not even a pause); over 50 px moves: left → next, right → previous', () => {
    render(<Probe count={3} />);
    expect(indexesAfter(swipe, -49)).toEqual([0]);
    expect(paused()).toBe(false);
    expect(indexesAfter(swipe, -50, -51, 51, 51)).toEqual([0, 1, 0, 2]);
    expect(paused()).toBe(false);
  });

  it('a mostly vertical drag is not a swipe', () => {
    render(<Probe count={3} />);
    swipe(-60, 120);
    expect(index()).toBe(0);
  });

  it('a tap toggles pause and play; a right-button press does nothing', () => {
    render(<Probe count={3} />);
    tap();
    expect(paused()).toBe(true);
    tap();
    expect(paused()).toBe(false);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, { clientX: 10, clientY: 10, button: 2 });
    fireEvent.pointerUp(surface, { clientX: 10, clientY: 10, button: 2 });
    expect(paused()).toBe(false);
  });

  it('a new image gets its full 3000 ms after a manual move', () => {
    render(<Probe count={3} />);
    wait(2500);
    const button = screen.getByRole('button', { name: 'Next' });
    fireEvent.pointerDown(button, { clientX: 5, clientY: 5 });
    fireEvent.pointerUp(button, { clientX: 5, clientY: 5 });
    fireEvent.click(button);
    expect(paused()).toBe(false);
    expect(indexesAfter(wait, 0, 2999, 1)).toEqual([1, 1, 2]);
  });

  it('the arrow keys move and Space toggles', () => {
    render(<Probe count={3} />);
    expect(indexesAfter(press, 'ArrowRight', 'ArrowLeft', 'ArrowLeft')).toEqual([1, 0, 2]);
    press(' ');
    expect(paused()).toBe(true);
    expect(indexesAfter(wait, 5000)).toEqual([2]);
    press(' ');
    expect(paused()).toBe(false);
  });

  it('does not advance a single image', () => {
    render(<Probe count={1} />);
    expect(indexesAfter(wait, 9000)).toEqual([0]);
  });
});
