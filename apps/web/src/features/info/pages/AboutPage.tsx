import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';

const t = messages.pages.about;

/** /nosotros */
export function AboutPage() {
  return (
    <Page title={t.title}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, display: 'flex', gap: 4, alignItems: 'flex-start' }}>
          <BrandMark size={96} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ maxWidth: 720 }}>
            {t.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.05rem' }}>
                {paragraph}
              </Typography>
            ))}
            <Link href={`mailto:${messages.shell.footer.email}`} sx={{ fontWeight: 500 }}>
              {t.contact}
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}
