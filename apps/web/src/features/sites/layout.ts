/** The site grid (document 3 §9): 12 columns; a section of width w (1–6) spans 2·w of them on desktop, all 12 on phones. */
export const SITE_GRID_COLUMNS = 12;

export function sectionSpan(width: number): number {
  const clamped = Math.min(6, Math.max(1, Math.round(Number.isFinite(width) ? width : 6)));
  return clamped * 2;
}

/** The `gridColumn` of a section for MUI's `sx`: full width below the `md` breakpoint. */
export function sectionGridColumn(width: number): { xs: string; md: string } {
  return { xs: `span ${SITE_GRID_COLUMNS}`, md: `span ${sectionSpan(width)}` };
}
