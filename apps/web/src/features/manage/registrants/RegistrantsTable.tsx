import { Box, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { messages, registrantBibText, type RegistrantColumns, type RegistrantRow } from '@dorsal/core';
import { registrantColumns } from './registrantColumns.tsx';

const t = messages.registrants;

/** The Ingresos table: scrolls inside itself (many columns), deleted rows grey, the names open the record. */
export function RegistrantsTable({ rows, columns, timeZone, onOpen }: { rows: RegistrantRow[]; columns: RegistrantColumns; timeZone: string; onOpen: (id: number) => void }) {
  const extra = registrantColumns(columns, timeZone);
  return (
    <TableContainer sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-label={t.title}>
      <Table size="small" stickyHeader data-testid="registrants-table">
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.bib}</TableCell>
            <TableCell>{t.columns.names}</TableCell>
            {extra.map((column) => (
              <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="registrant-row" sx={row.deleted ? { bgcolor: 'action.disabledBackground' } : undefined}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{registrantBibText(row)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Link component="button" type="button" onClick={() => onOpen(row.id)} sx={{ textAlign: 'left', fontWeight: 600 }}>
                    {row.firstNames}
                  </Link>
                  {row.deleted && <Chip size="small" label={t.deletedChip} />}
                </Box>
              </TableCell>
              {extra.map((column) => (
                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
