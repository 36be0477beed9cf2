import { useEffect, useRef } from 'react';

/**
 * A bar per image: the ones seen are full, the current one fills over `interval` ms (paused with the
 * story), the rest are empty. Drawn with the Web Animations API: no stylesheet keyframes needed.
 */
export function ProgressBars({ count, index, paused, interval }: { count: number; index: number; paused: boolean; interval: number }) {
  const current = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const el = current.current;
    if (!el?.animate) return;
    const run = el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: interval, easing: 'linear', fill: 'forwards' });
    // cancel() rejects `finished`; nothing waits on it.
    run.finished?.catch(() => {});
    animation.current = run;
    return () => run.cancel();
  }, [index, interval, count]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused, index]);

  return (
    <ol className="flex gap-1" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-1 flex-1 overflow-hidden rounded-full bg-white/35" data-testid="story-progress">
          <span
            ref={i === index ? current : undefined}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            className="block h-full origin-left bg-white"
            style={{ transform: i < index ? 'scaleX(1)' : 'scaleX(0)' }}
          />
        </li>
      ))}
    </ol>
  );
}
