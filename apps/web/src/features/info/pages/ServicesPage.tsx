import { Box, Button, Card, Typography } from '@mui/material';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { ServiceCard } from '../components/ServiceCard.tsx';
import { services } from '../components/services.ts';

const t = messages.pages.services;

/** /servicios: what Dorsal offers event organizers. */
export function ServicesPage() {
  return (
    <Page title={t.title} lead={t.lead}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {services.map((service) => (
          <ServiceCard key={service.title} {...service} />
        ))}
      </Box>
      <Card sx={{ mt: 4, p: { xs: 3, sm: 4 }, bgcolor: 'primary.main', color: 'common.white', border: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {t.contactTitle}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 2 }}>{t.contactText}</Typography>
        <Button
          href={`mailto:${messages.shell.footer.email}`}
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<MailOutlinedIcon />}
        >
          {t.contactCta}
        </Button>
      </Card>
    </Page>
  );
}
