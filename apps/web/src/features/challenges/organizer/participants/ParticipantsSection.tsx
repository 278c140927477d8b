import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import { ParticipantsTable } from '../../../../shared/challenges/ParticipantsTable.tsx';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { csvUrl, useParticipantsPage } from '../api.ts';

const t = messages.challengeOrganizer;

/** 'Participantes': the table a page (100) at a time with the total; the CSV still exports every participant. */
export function ParticipantsSection({ challengeId }: { challengeId: string }) {
  const [page, setPage] = useState(1);
  const participants = useParticipantsPage(challengeId, page);
  return (
    <section aria-labelledby="participants-title">
      <Typography id="participants-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t.participants.title}
      </Typography>
      {participants.isPending ? (
        <LoadingState />
      ) : participants.isError ? (
        <Alert severity="error">{errorMessage(participants.error)}</Alert>
      ) : (
        <ParticipantsTable
          participants={participants.data.participants}
          csvHref={csvUrl.participants(challengeId)}
          paging={{ page: participants.data.page, pageSize: participants.data.pageSize, total: participants.data.total, onPage: setPage }}
        />
      )}
    </section>
  );
}
