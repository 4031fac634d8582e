import { useEffect, useState } from 'react';

/** How long a figure takes to count up from zero to its value. */
export const COUNT_UP_MS = 1500;

/**
 * A number counting up from 0 to `target` over COUNT_UP_MS, eased out; `target` itself at once when `still`
 * (the visitor asked for reduced motion) or when the browser cannot animate.
 */
export const useCountUp = (target: number, still: boolean): number => {
  const [value, setValue] = useState(still ? target : 0);

  useEffect(() => {
    if (still || typeof window.requestAnimationFrame !== 'function') {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min((now - start) / COUNT_UP_MS, 1);
      const eased = 1 - (1 - progress) ** 3;
      setValue(progress === 1 ? target : target * eased);
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, still]);

  return value;
};
