/** Id of the opening sections the server drew into the page (server: site-first-paint.ts). */
export const FIRST_PAINT_ID = 'site-first-paint';

/** Whether the server drew this page's opening sections (then nothing else shows while the site's code loads). */
export function hasServerFirstPaint(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_ID) !== null;
}

/** Takes the server's drawing away once the app drew the same sections (before the browser paints again). */
export function removeServerFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.getElementById(`${FIRST_PAINT_ID}-style`)?.remove();
}
