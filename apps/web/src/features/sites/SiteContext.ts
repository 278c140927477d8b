import { createContext, useContext, type ComponentType } from 'react';
import type { PublicSite } from '@dorsal/core';

/**
 * What other areas lend the site (composed in app/, since a feature imports no other): the registration wizard of an
 * event, a registration's confirmation document and an event's custom view (`/views/{event}/{view}/{number}`).
 */
export interface SiteSlots {
  Registration: ComponentType<{ eventId: number }>;
  Confirmation: ComponentType<{ registry: string; eventId: number; download: boolean }>;
  View: ComponentType;
  /** The editor's preview only: draws a text's Markdown parsed in the browser, as the draft is typed (a site draws the server's trees). */
  LiveMarkdown?: ComponentType<{ text: string }>;
}

export interface SiteContextValue {
  site: PublicSite;
  /** The route name of the page shown ('home' at `/`): a registration's confirmation opens at `/{route}/{key}`. */
  route: string;
  slots: SiteSlots;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite fuera de un sitio');
  return value;
}

/** The route of the page a section belongs to (another page's, inside a `view`): a form answers as that page's. */
export const SectionPageRouteContext = createContext<string>('home');

export function useSectionPageRoute(): string {
  return useContext(SectionPageRouteContext);
}
