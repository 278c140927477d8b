import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** New page, back to the top (phones keep the old scroll position otherwise). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
