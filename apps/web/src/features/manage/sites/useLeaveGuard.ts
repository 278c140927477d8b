import { useEffect, useRef, useState } from 'react';
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

/** `pending` when the visitor pressed the browser's back button. */
const BACK = Symbol('back');

/**
 * While `dirty`, leaving the page asks first: a reload or closing the tab with the browser's own question, a link
 * inside the app (the back button of the editor, the menu) and the browser's back button with ours — `pending` is
 * where the visitor wanted to go until they `leave` or `stay`. (The app uses a declarative router, where
 * react-router's useBlocker is not available: links are caught before the router sees them, and the back button
 * lands on a copy of this page's history entry, pushed while there are changes, instead of the previous page.)
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | typeof BACK | null>(null);
  const leaving = useRef(false);
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
    // The copy is marked in its history state, so it is pushed once however often `dirty` flips.
    const guardBack = () => {
      const state: unknown = window.history.state;
      if ((state as { leaveGuard?: boolean } | null)?.leaveGuard) return;
      window.history.pushState({ ...(state as object | null), leaveGuard: true }, '', window.location.href);
    };
    const catchBack = () => {
      if (leaving.current) return;
      guardBack();
      setPending(BACK);
    };
    guardBack();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('popstate', catchBack);
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('popstate', catchBack);
      document.removeEventListener('click', catchLink, true);
    };
  }, [dirty]);
  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const target = pending;
      setPending(null);
      // Back past this page's entry and the copy that caught the first press.
      if (target === BACK) {
        leaving.current = true;
        window.history.go(-2);
      }
      else if (target !== null) void navigate(target);
    },
  };
}
