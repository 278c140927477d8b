import { useId } from 'react';
import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import type { ResultDetail } from '../types.ts';

const t = messages.results;

/** 'Puntos de control': description, lap and time of each control ('Por llegar' without a time). */
export function ControlsTable({ controls }: { controls: ResultDetail['controls'] }) {
  const headingId = useId();
  if (controls.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
        {t.controls}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId} data-testid="controls-table">
          <TableHead>
            <TableRow>
              <TableCell>{t.control}</TableCell>
              <TableCell align="right">{t.lap}</TableCell>
              <TableCell align="right">{t.time}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {controls.map((control) => (
              <TableRow key={control.controlCode}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{control.description}</TableCell>
                <TableCell align="right" className="tabular-nums">
                  {control.lap}
                </TableCell>
                <TableCell align="right" className="tabular-nums" sx={{ fontWeight: control.time ? 700 : 400, whiteSpace: 'nowrap' }}>
                  {control.time ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t.pending}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}
