import { useEffect, useState } from 'react';

/** The spec's typing timings (§9), in milliseconds: per character typed and erased, the pauses. */
export const TYPING = { startDelay: 300, typeSpeed: 40, backSpeed: 30, backDelay: 1500 } as const;

/**
 * Types `texts` one after the other, erases each after a pause and starts over: what is on screen now.
 * With `still` (the visitor asked for reduced motion) it is the first text, whole, and nothing moves.
 */
export const useTypedText = (texts: readonly string[], still: boolean): string => {
  const [state, setState] = useState({ index: 0, length: 0, erasing: false, started: false });
  const key = texts.join('\u0000');

  // New texts (another language) start the cycle again from the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the texts' content
  useEffect(() => {
    setState({ index: 0, length: 0, erasing: false, started: false });
  }, [key]);

  const current = texts[state.index % Math.max(texts.length, 1)] ?? '';

  useEffect(() => {
    if (still || texts.length === 0) return;
    let delay: number;
    let next: typeof state;
    if (!state.started) {
      delay = TYPING.startDelay;
      next = { ...state, started: true };
    } else if (!state.erasing && state.length < current.length) {
      delay = TYPING.typeSpeed;
      next = { ...state, length: state.length + 1 };
    } else if (!state.erasing) {
      delay = TYPING.backDelay;
      next = { ...state, erasing: true };
    } else if (state.length > 0) {
      delay = TYPING.backSpeed;
      next = { ...state, length: state.length - 1 };
    } else {
      delay = TYPING.typeSpeed;
      next = { index: (state.index + 1) % texts.length, length: 0, erasing: false, started: true };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, current, still, texts.length]);

  if (still) return texts[0] ?? '';
  // Whole characters only: a surrogate pair (e.g. an emoji) is never cut in half.
  return Array.from(current).slice(0, state.length).join('');
};
