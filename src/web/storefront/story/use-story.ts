import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** Spec §4 and §9: auto-advance every 3000 ms; a horizontal swipe over 50 px changes the image. */
export const STORY_INTERVAL_MS = 3000;
const SWIPE_PX = 50;
/** A press that moves less than this is a tap (pause/play); between this and a swipe, nothing. */
const TAP_PX = 10;

const interactive = (target: EventTarget | null) => target instanceof Element && Boolean(target.closest('a, button, input, select, textarea'));

/**
 * The story viewer's state: which image, playing or paused. Playing, it moves on every `interval`
 * ms and wraps after the last; a pause keeps the time already spent on the image, so play resumes
 * where it stopped. `surface` goes on the image area: a tap toggles, a horizontal swipe over 50 px
 * moves (touch or mouse alike, through pointer events). Keys: ←/→ move, Space toggles.
 */
export function useStory(count: number, interval = STORY_INTERVAL_MS) {
  const [rawIndex, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const index = count ? rawIndex % count : 0;
  // Time already spent on an image before a pause.
  const spent = useRef({ index: -1, ms: 0 });
  const press = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback(
    (to: number) => {
      // A new image starts its full time (even one seen and paused before).
      spent.current = { index: -1, ms: 0 };
      setIndex(count ? ((to % count) + count) % count : 0);
    },
    [count],
  );
  const next = useCallback(() => go(index + 1), [go, index]);
  const previous = useCallback(() => go(index - 1), [go, index]);
  const toggle = useCallback(() => setPaused((p) => !p), []);

  useEffect(() => {
    if (paused || count < 2) return;
    const already = spent.current.index === index ? spent.current.ms : 0;
    const started = Date.now();
    const timer = setTimeout(() => go(index + 1), Math.max(0, interval - already));
    return () => {
      clearTimeout(timer);
      spent.current = { index, ms: already + Date.now() - started };
    };
  }, [index, paused, count, interval, go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') next();
      else if (e.key === 'ArrowLeft') previous();
      else if (e.key === ' ' && !interactive(e.target)) {
        // A focused button handles its own Space (as a click).
        e.preventDefault();
        toggle();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, toggle]);

  const surface = {
    onPointerDown: (e: PointerEvent) => {
      // The primary button or a finger, and not on a control inside the surface.
      if (e.button !== 0 || interactive(e.target)) return;
      press.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const start = press.current;
      press.current = null;
      if (!start) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) next();
        else previous();
      } else if (Math.hypot(dx, dy) < TAP_PX) {
        // A tap is read here, not from click: after a touch swipe Chrome may send no click for the next tap.
        toggle();
      }
      // Anything between a tap and a swipe does nothing.
    },
    onPointerCancel: () => {
      press.current = null;
    },
  };

  return { index, paused, go, next, previous, toggle, surface };
}
