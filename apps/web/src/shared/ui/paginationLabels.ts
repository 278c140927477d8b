import { fill, messages } from '@dorsal/core';

const t = messages.common.pagination;

/** MUI Pagination's `getItemAriaLabel` in Spanish ('Ir a la página 2', 'Página siguiente'…) instead of its English default. */
export function paginationItemLabel(type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', page: number | null, selected: boolean): string {
  if (type === 'page') return fill(selected ? t.page : t.goTo, { page: String(page ?? '') });
  if (type === 'first') return t.first;
  if (type === 'last') return t.last;
  if (type === 'next') return t.next;
  if (type === 'previous') return t.previous;
  return '';
}
