import { Box, Typography } from '@mui/material';
import { fill, messages, type PublicSite, type SiteSection } from '@dorsal/core';

const t = messages.siteEditor;

function PlaceholderSection({ section }: { section: SiteSection }) {
  const values = section as unknown as Record<string, unknown>;
  const heading = [values.title, values.text, values.label].find((value): value is string => typeof value === 'string' && value !== '');
  const image = [values.imageUrl, values.url, values.logoUrl].find((value): value is string => typeof value === 'string' && value.startsWith('/files/'));
  if (section.kind === 'spacer') return <Box sx={{ height: section.height }} />;
  return (
    <Box sx={{ border: '1px dashed', borderColor: 'primary.main', borderRadius: 2, p: 2, minHeight: 64, bgcolor: section.kind === 'banner' ? 'primary.main' : undefined, color: section.kind === 'banner' ? 'primary.contrastText' : undefined }}>
      <Typography variant="overline">{fill(t.placeholder, { kind: t.kinds[section.kind] })}</Typography>
      {heading && <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{heading}</Typography>}
      {typeof values.body === 'string' && <Typography>{values.body}</Typography>}
      {image && <Box component="img" src={image} alt="" sx={{ maxWidth: '100%', maxHeight: 160, mt: 1, display: 'block' }} />}
    </Box>
  );
}

/** The preview until the public renderer is lent: each section as a labelled box over the 12-column grid. */
export function PlaceholderPage({ site, route, phone }: { site: PublicSite; route: string; phone: boolean }) {
  const page = site.config.pages.find((item) => item.route === route);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 0 }}>
      {(page?.sections ?? [])
        .filter((section) => !section.hidden)
        .map((section) => (
          <Box key={section.id} sx={{ gridColumn: `span ${phone ? 12 : section.width * 2}`, py: section.padding, px: 1, minWidth: 0 }}>
            <PlaceholderSection section={section} />
          </Box>
        ))}
    </Box>
  );
}
