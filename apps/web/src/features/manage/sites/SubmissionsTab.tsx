import { Alert, Box, Button, Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { siteSubmissionsCsvPath, useSiteSubmissions } from './sitesApi.ts';

const t = messages.siteEditor;
const show = (value: string | boolean) => (typeof value === 'boolean' ? (value ? '✓' : '—') : value);

/** 'Formularios recibidos': what visitors sent through the site's forms, newest first, and the CSV. */
export function SubmissionsTab({ siteId }: { siteId: number }) {
  const submissions = useSiteSubmissions(siteId);
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t.submissionsTab}
          </Typography>
          <Button component="a" href={siteSubmissionsCsvPath(siteId)} download variant="outlined" startIcon={<DownloadIcon />}>
            {t.downloadCsv}
          </Button>
        </Box>
        {submissions.isPending ? (
          <LoadingState />
        ) : submissions.isError ? (
          <Alert severity="error">{errorMessage(submissions.error)}</Alert>
        ) : submissions.data.length === 0 ? (
          <Alert severity="info">{t.submissionsNone}</Alert>
        ) : (
          <TableContainer sx={{ maxHeight: '70vh' }}>
            <Table size="small" stickyHeader data-testid="site-submissions">
              <TableHead>
                <TableRow>
                  <TableCell>{t.sentAt}</TableCell>
                  <TableCell>{t.form}</TableCell>
                  <TableCell>{t.fields.fields}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {submissions.data.map((submission) => (
                  <TableRow key={submission.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(submission.createdAt)}</TableCell>
                    <TableCell>{submission.route === 'home' ? `#${submission.sectionId}` : `/${submission.route}#${submission.sectionId}`}</TableCell>
                    <TableCell>
                      {Object.entries(submission.values).map(([key, value]) => (
                        <Box key={key}>
                          <strong>{key}:</strong> {show(value)}
                        </Box>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
