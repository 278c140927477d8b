import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** An in-app link's path (same origin, same tab, a plain click), or null for anything the browser handles itself. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.pathname === window.location.pathname ? null : path;
}

/**
 * While `dirty`, leaving the page asks first: a reload or closing the tab with the browser's own question, a link
 * inside the app (the back button of the editor, the menu) with ours — `pending` is where the visitor wanted to go
 * until they `leave` or `stay`. (The app uses a declarative router, where react-router's useBlocker is not
 * available: links are caught before the router sees them.)
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const catchLink = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', catchLink, true);
    };
  }, [dirty]);
  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const target = pending;
      setPending(null);
      if (target !== null) void navigate(target);
    },
  };
}
