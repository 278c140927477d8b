import { useEffect } from 'react';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages, routePath, timingApi, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../shared/ui/Page.tsx';

const t = messages.liveBoard.unsubscribe;

/** /live/aviso/:token — the link of a finish alert mail: cancels that alert. */
export function FinishAlertCancelPage() {
  const { token = '' } = useParams();
  const cancel = useMutation({
    mutationFn: () => apiFetch<RouteAnswer<typeof timingApi.cancelFinishAlert>>(routePath(timingApi.cancelFinishAlert, { token }), { method: 'POST' }),
  });
  const { mutate } = cancel;
  useEffect(() => mutate(), [mutate]);
  return (
    <Page title={t.title}>
      {cancel.isPending || cancel.isIdle ? (
        <LoadingState />
      ) : cancel.isError ? (
        <Alert severity="warning">{errorMessage(cancel.error)}</Alert>
      ) : (
        <Alert severity="success">{cancel.data.message}</Alert>
      )}
    </Page>
  );
}
