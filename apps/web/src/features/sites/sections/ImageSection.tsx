import { Box } from '@mui/material';
import { SiteLink } from '../SiteLink.tsx';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** One picture, loaded when it nears the screen; optionally a link. */
export function ImageSection({ section }: SectionProps<'image'>) {
  const image = (
    <Box component="img" src={section.url} alt={section.alt} loading="lazy" decoding="async" sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 560, objectFit: 'cover', borderRadius: 3 }} />
  );
  return <Contained>{section.href ? <SiteLink href={section.href}>{image}</SiteLink> : image}</Contained>;
}
