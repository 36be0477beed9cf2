import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Spec §9: a touch swipe must go over 50 px, a mouse drag over 100 px. */
const TOUCH_SWIPE_PX = 50;
const MOUSE_DRAG_PX = 100;
/** A press that moved less than this is a click (zoom), not a drag. */
const CLICK_SLOP_PX = 10;

interface Press {
  id: number;
  x: number;
  y: number;
  mouse: boolean;
  captured: boolean;
}

/**
 * The state of an image carousel in a detail view (spec §4): the index wraps around; buttons,
 * arrow keys (only while the carousel has focus: the handler goes on its own element, never on the
 * window), a touch swipe over 50 px or a mouse drag over 100 px move it; a click on the image
 * toggles the zoom, and while zoomed swipes are ignored.
 * Pointer events serve touch, pen and mouse alike. A press is "none" until one starts (null), so a
 * touch at clientX 0 is a real touch (the old app's D-R8).
 */
export function useCarousel(count: number) {
  const [wanted, setWanted] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  // The list may shrink under us (a refetch): never point past its end, never divide by 0.
  const index = count > 0 ? Math.min(wanted, count - 1) : 0;

  const go = (to: number) => {
    if (count < 1) return;
    setWanted(((to % count) + count) % count);
    setZoomed(false);
  };
  const next = () => go(index + 1);
  const prev = () => go(index - 1);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') prev();
    else return;
    e.preventDefault();
  };

  const swipe = {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      press.current = { id: e.pointerId, x: e.clientX, y: e.clientY, mouse: e.pointerType === 'mouse', captured: false };
      dragged.current = false;
    },
    onPointerMove(e: PointerEvent) {
      const p = press.current;
      if (!p || p.id !== e.pointerId || p.captured || Math.abs(e.clientX - p.x) <= CLICK_SLOP_PX) return;
      // Captured only once it is a drag: a plain click must still reach the button it is on.
      p.captured = true;
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // The pointer is already gone; its pointerup decides anyway.
      }
    },
    onPointerUp(e: PointerEvent) {
      const p = press.current;
      press.current = null;
      if (!p || p.id !== e.pointerId) return;
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (Math.abs(dx) > CLICK_SLOP_PX) dragged.current = true;
      if (zoomed || Math.abs(dx) <= Math.abs(dy)) return;
      if (Math.abs(dx) > (p.mouse ? MOUSE_DRAG_PX : TOUCH_SWIPE_PX)) {
        if (dx < 0) next();
        else prev();
      }
    },
    onPointerCancel() {
      press.current = null;
    },
  };

  /** The image's click: toggles the zoom, unless it ends a drag. */
  const onImageClick = () => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    setZoomed((z) => !z);
  };

  return { index, count, zoomed, go, next, prev, onKeyDown, swipe, onImageClick };
}
