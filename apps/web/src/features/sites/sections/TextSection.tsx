import { Typography } from '@mui/material';
import { Contained } from './Contained.tsx';
import { Markdown } from './Markdown.tsx';
import type { SectionProps } from './types.ts';

/** A title and Markdown text (bold, lists, links; never raw HTML). */
export function TextSection({ section }: SectionProps<'text'>) {
  return (
    <Contained maxWidth={880}>
      {section.title && (
        <Typography variant="h2" sx={{ mb: 2 }}>
          {section.title}
        </Typography>
      )}
      <Markdown text={section.body} sectionId={section.id} />
    </Contained>
  );
}
