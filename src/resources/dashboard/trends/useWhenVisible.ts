import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * True once the element has entered the viewport (shrunk by `rootMargin`, e.g. '0px 0px -120px'
 * for "well inside it, not just its top edge"), and from then on. Where IntersectionObserver
 * is missing (old browsers, happy-dom) it is true at once: loading early beats never loading.
 */
export function useWhenVisible<T extends Element>(rootMargin?: string): [RefCallback<T>, boolean] {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | undefined>(undefined);

  const ref = useCallback<RefCallback<T>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || visible) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.current?.disconnect();
            observer.current = undefined;
            setVisible(true);
          }
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [visible, rootMargin],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, visible];
}
