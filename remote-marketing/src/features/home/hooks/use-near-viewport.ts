import { type RefObject, useEffect, useState } from 'react';

/**
 * True once any pixel of `ref`'s element has been on screen (and from then on). The home page's sections
 * below the fold load only then, so a visitor who does not scroll downloads the hero alone. Without
 * IntersectionObserver (old browsers, tests) it is true at once; on the server it is `initiallySeen` (the
 * browser hydrating that page starts from the same value).
 */
export const useNearViewport = (ref: RefObject<Element | null>, initiallySeen = false): boolean => {
  const [seen, setSeen] = useState(
    () => initiallySeen || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A ratio, not `isIntersecting`: an element that only touches the window's edge does not count.
        if (entries.some((entry) => entry.intersectionRatio > 0)) setSeen(true);
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);

  return seen;
};
