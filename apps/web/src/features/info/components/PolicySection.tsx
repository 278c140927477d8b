import { Card, CardContent, Typography } from '@mui/material';

export function PolicySection({ id, title, paragraphs }: { id: string; title: string; paragraphs: readonly string[] }) {
  return (
    <Card component="section" id={id} aria-labelledby={`${id}-titulo`} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h2" id={`${id}-titulo`} sx={{ fontSize: '1.35rem', mb: 2 }}>
          {title}
        </Typography>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: 760, '&:last-child': { mb: 0 } }}>
            {paragraph}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}
