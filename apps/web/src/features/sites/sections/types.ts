import type { SiteSection, SiteSectionKind } from '@dorsal/core';

/** The props of the component of one section kind. */
export interface SectionProps<K extends SiteSectionKind> {
  section: Extract<SiteSection, { kind: K }>;
}
