import { Box } from '@mui/material';
import type { SiteSection } from '@dorsal/core';
import { SITE_GRID_COLUMNS, sectionGridColumn } from './layout.ts';
import { SectionView } from './sections/SectionView.tsx';
import { ViewSection } from './sections/ViewSection.tsx';
import { SectionPageRouteContext } from './SiteContext.ts';

/** Kinds drawn edge to edge: their padding is not a margin around them. */
const fullBleed = new Set<SiteSection['kind']>(['header', 'banner', 'footer', 'spacer']);

/**
 * Sections on the 12-column grid: width w spans 2·w columns on desktop and the whole row on phones; hidden ones are
 * left out; `padding` is MUI spacing above and below; the id is the anchor.
 */
export function SectionGrid({ sections, pageRoute, depth = 0 }: { sections: SiteSection[]; pageRoute: string; depth?: number }) {
  return (
    <SectionPageRouteContext value={pageRoute}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${SITE_GRID_COLUMNS}, minmax(0, 1fr))`, alignItems: 'start' }}>
        {sections
          .filter((section) => !section.hidden)
          .map((section) => (
            <Box
              key={section.id}
              id={depth === 0 ? section.id : undefined}
              data-section={section.kind}
              sx={{ gridColumn: sectionGridColumn(section.width), py: fullBleed.has(section.kind) ? 0 : section.padding, minWidth: 0, scrollMarginTop: 16 }}
            >
              {section.kind === 'view' ? (
                <ViewSection section={section} depth={depth} renderPage={(page) => <SectionGrid sections={page.sections} pageRoute={page.route} depth={depth + 1} />} />
              ) : (
                <SectionView section={section} />
              )}
            </Box>
          ))}
      </Box>
    </SectionPageRouteContext>
  );
}
