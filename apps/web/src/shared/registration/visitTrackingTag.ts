import { cleanTrackingTag } from './registrationPaths.ts';

const KEY = 'dorsal-tkl';

/**
 * The `tkl` a visitor arrived with, kept for the visit (the tab's session): on an organizer's site the link may open
 * the home page (`/?tkl=radio`) and the registration is a page or two away. A newer tag replaces it.
 */
export function rememberVisitTrackingTag(search: string): void {
  const tag = cleanTrackingTag(new URLSearchParams(search).get('tkl'));
  if (!tag) return;
  try {
    sessionStorage.setItem(KEY, tag);
  } catch {
    // Storage refused (private mode): the tag then counts only where it is in the address.
  }
}

/** The tag remembered for this visit, if any. */
export function visitTrackingTag(): string | undefined {
  try {
    return cleanTrackingTag(sessionStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}
