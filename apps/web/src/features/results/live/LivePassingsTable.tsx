import { Box, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FINISH_CONTROL_CODE, START_CONTROL_CODE, formatDuration, messages, type LiveLimit, type LivePassing } from '@dorsal/core';

const t = messages.liveBoard;
const kmFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

function placeOf(passing: LivePassing): string {
  if (passing.controlCode === FINISH_CONTROL_CODE) return passing.km !== null ? `${kmFormat.format(passing.km)} · ${t.finish}` : t.finish;
  if (passing.controlCode === START_CONTROL_CODE) return t.start;
  return passing.km !== null ? kmFormat.format(passing.km) : String(passing.controlCode);
}

/** The latest passings: Número, Nombre, KM, Tiempo, newest first; 10, 20 or all (the latest 200). */
export function LivePassingsTable({ passings, limit, onLimit }: { passings: LivePassing[]; limit: LiveLimit; onLimit: (limit: LiveLimit) => void }) {
  return (
    <Card component="section" aria-labelledby="latest-passings" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <Typography id="latest-passings" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t.latest}
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={limit} onChange={(_, value: LiveLimit | null) => value && onLimit(value)} aria-label={t.latest}>
          <ToggleButton value="10">{t.show10}</ToggleButton>
          <ToggleButton value="20">{t.show20}</ToggleButton>
          <ToggleButton value="all">{t.showAll}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {passings.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
          {t.empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="latest-passings" data-testid="live-passings">
            <TableHead>
              <TableRow>
                <TableCell>{t.bib}</TableCell>
                <TableCell>{t.name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.km}</TableCell>
                <TableCell align="right">{t.time}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {passings.map((passing) => (
                <TableRow key={passing.id}>
                  <TableCell className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {passing.bib}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word', fontSize: '1rem', px: { xs: 1, sm: 2 } }}>
                    {passing.name}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {passing.controlCode === FINISH_CONTROL_CODE || passing.controlCode === START_CONTROL_CODE ? placeOf(passing) : `${t.km} ${placeOf(passing)}`}
                    </Typography>
                  </TableCell>
                  <TableCell className="tabular-nums" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                    {placeOf(passing)}
                  </TableCell>
                  <TableCell align="right" className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {formatDuration(passing.timeMs)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
