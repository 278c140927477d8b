import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, or at once when the page's address targets `anchor`
 * (a '#inscripcion' link). Heavy sections (the registration wizard) wait for it, so a page's first load carries only
 * what is on screen.
 */
export function useNearViewport<T extends Element>(anchor: string | undefined, margin = 800) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && anchor !== undefined && window.location.hash === `#${anchor}`);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin}px 0px` });
    observer.observe(element);
    const onHash = () => {
      if (anchor !== undefined && window.location.hash === `#${anchor}`) setNear(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [near, anchor, margin]);
  return { ref, near };
}
