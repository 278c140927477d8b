import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { messages, registrantsApi, routePath, type RegistrantReportKind } from '@dorsal/core';

const t = messages.registrants;

/** The CSV reports the caller's role may download (the server checks again): full data, registrants' data, money collected. */
export function RegistrantReportsCard({ eventId, kinds }: { eventId: number; kinds: RegistrantReportKind[] }) {
  return (
    <Card component="section" aria-labelledby="registrant-reports-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="registrant-reports-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t.reportsTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.reportsLead}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {kinds.map((kind) => (
            <Button key={kind} variant="outlined" startIcon={<DownloadIcon />} component="a" href={routePath(registrantsApi.report, { id: eventId, kind })} download>
              {t.reports[kind]}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
