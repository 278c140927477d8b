import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { messages, registrantsApi, routePath, type RegistrantReportKind } from '@dorsal/core';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.registrants;

/** The CSV reports the caller's role may download (the server checks again): full data, registrants' data, money collected. */
export function RegistrantReportsCard({ eventId, kinds }: { eventId: number; kinds: RegistrantReportKind[] }) {
  return (
    <AdminSectionCard id="registrant-reports-title" title={t.reportsTitle} lead={t.reportsLead}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {kinds.map((kind) => (
          <Button key={kind} variant="outlined" startIcon={<DownloadIcon />} component="a" href={routePath(registrantsApi.report, { id: eventId, kind })} download>
            {t.reports[kind]}
          </Button>
        ))}
      </Box>
    </AdminSectionCard>
  );
}
