import { Avatar, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/HorizontalRule';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { fill, messages, type ChallengeResultRow } from '@dorsal/core';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';

const t = messages.challengeAthlete.results;
const position = (value: number) => (value > 0 ? value : '—');

/** The spec's columns for one page; scrolls sideways inside its box on a phone, the header stays; my row marked. */
export function ResultsTable({ rows, highlighted, onOpen }: { rows: ChallengeResultRow[]; highlighted: number | null; onOpen: (row: ChallengeResultRow) => void }) {
  const c = t.columns;
  return (
    <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }} tabIndex={0} aria-label={t.title}>
      <Table stickyHeader size="small">
        <TableHead>
          <TableRow>
            {[c.photo, c.number, c.names, c.surname, c.gender, c.categoryPosition, c.genderPosition, c.overallPosition, c.goal, c.evidence, c.finish, c.recordedAt, c.open].map((label) => (
              <TableCell key={label} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = `${row.firstNames} ${row.lastNames}`;
            return (
              <TableRow key={row.raceNumber} hover selected={row.raceNumber === highlighted} aria-current={row.raceNumber === highlighted ? 'true' : undefined} data-race-number={row.raceNumber}>
                <TableCell>
                  <Avatar src={row.photoUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }} />
                </TableCell>
                <TableCell className="tabular-nums">{row.raceNumber}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.firstNames}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.lastNames}</TableCell>
                <TableCell>{row.gender}</TableCell>
                <TableCell className="tabular-nums">{position(row.categoryPosition)}</TableCell>
                <TableCell className="tabular-nums">{position(row.genderPosition)}</TableCell>
                <TableCell className="tabular-nums">{position(row.overallPosition)}</TableCell>
                <TableCell className="tabular-nums">{row.goalTime ?? '—'}</TableCell>
                <TableCell>
                  {row.hasEvidence ? <CheckCircleIcon color="success" titleAccess={t.evidenceYes} /> : <RemoveCircleOutlineIcon color="disabled" titleAccess={t.evidenceNo} />}
                </TableCell>
                <TableCell className="tabular-nums" sx={{ fontWeight: 700 }}>
                  {row.finishTime ?? '—'}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.finishRecordedAt ? formatDateTime(row.finishRecordedAt) : '—'}</TableCell>
                <TableCell>
                  <Tooltip title={fill(t.open, { name })}>
                    <IconButton aria-label={fill(t.open, { name })} onClick={() => onOpen(row)}>
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
