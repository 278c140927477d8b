import { useState } from 'react';
import { Box, Chip, MenuItem, TextField } from '@mui/material';
import SensorsIcon from '@mui/icons-material/Sensors';
import SyncIcon from '@mui/icons-material/Sync';
import { useParams } from 'react-router';
import { fill, messages, type EventDetail, type LiveLimit } from '@dorsal/core';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventHeader } from '../../../shared/events/EventHeader.tsx';
import { OrganizerMessage } from '../../../shared/events/OrganizerMessage.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { FinishersCount } from '../components/FinishersCount.tsx';
import { ReportButtons } from '../components/ReportButtons.tsx';
import { useResultsDialogs } from '../components/ResultsDialogs.tsx';
import { LiveClock } from '../live/LiveClock.tsx';
import { LivePassingsTable } from '../live/LivePassingsTable.tsx';
import { FollowedAthletes } from '../live/FollowedAthletes.tsx';
import { useLiveBoard } from '../live/liveBoard.ts';

const t = messages.liveBoard;

function LiveResults({ event }: { event: EventDetail }) {
  const { open, openAthlete, dialogs } = useResultsDialogs(event);
  const [modalityCode, setModalityCode] = useState(event.modalities[0]?.code);
  const [limit, setLimit] = useState<LiveLimit>('10');
  const board = useLiveBoard(event.id, event.modalities.length > 1 ? modalityCode : undefined, limit);
  const shown = board.data?.modalities.find((modality) => modality.code === modalityCode) ?? board.data?.modalities[0];
  const [waveName, setWaveName] = useState<string>();
  const waves = shown?.waves ?? [];
  const wave = waves.find((candidate) => candidate.name === waveName) ?? waves[0];
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <EventHeader event={{ ...event, name: fill(t.title, { name: event.name }) }} kicker={messages.live.inProgress}>
        <Chip
          icon={board.connected ? <SensorsIcon /> : <SyncIcon />}
          label={board.connected ? t.live : t.reconnecting}
          color={board.connected ? 'primary' : 'default'}
          variant="outlined"
          data-testid="live-status"
          sx={{ fontWeight: 700 }}
        />
      </EventHeader>
      {event.message && <OrganizerMessage text={event.message} />}
      {!board.data ? (
        <LoadingState />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {board.data.modalities.length > 1 && (
              <TextField select label={t.modality} value={modalityCode ?? ''} onChange={(e) => { setModalityCode(e.target.value); setWaveName(undefined); }} sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}>
                {board.data.modalities.map((modality) => (
                  <MenuItem key={modality.code} value={modality.code}>
                    {modality.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {waves.length > 1 && (
              <TextField select label={t.wave} value={wave?.name ?? ''} onChange={(e) => setWaveName(e.target.value)} sx={{ mb: 2, width: { xs: '100%', sm: 240 } }}>
                {waves.map((candidate) => (
                  <MenuItem key={candidate.name} value={candidate.name}>
                    {candidate.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: '1fr 1fr 1.4fr' } }}>
            <LiveClock startAt={wave?.startAt ?? shown?.startAt ?? null} />
            <FinishersCount counts={{ finishers: shown?.finishers ?? 0, total: shown?.athletes ?? 0 }} />
            <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
              <ReportButtons onOpen={open} />
            </Box>
          </Box>
          <FollowedAthletes event={event} onOpen={openAthlete} />
          <LivePassingsTable passings={board.data.passings} limit={limit} onLimit={setLimit} />
        </>
      )}
      {dialogs}
    </Box>
  );
}

/** /live/:eventKey (also /live/evento_:id): the live page — race clock, finishers, latest passings, live reports. */
export function LiveResultsPage() {
  const { eventKey } = useParams();
  return <EventGate eventKey={eventKey}>{(event) => <LiveResults event={event} />}</EventGate>;
}
