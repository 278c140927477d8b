import type { ReactNode } from 'react';
import type { SitePage } from '@dorsal/core';
import { useSite } from '../SiteContext.ts';
import { findPage } from '../siteRoutes.ts';
import type { SectionProps } from './types.ts';

/** Another page's sections inside this one, one level deep (a view inside a view shows nothing). */
export function ViewSection({ section, depth, renderPage }: SectionProps<'view'> & { depth: number; renderPage: (page: SitePage) => ReactNode }) {
  const { site } = useSite();
  const page = depth === 0 ? findPage(site, section.route) : undefined;
  return page ? renderPage(page) : null;
}
