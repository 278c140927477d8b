import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { garminApi, messages, routePath, type GarminApi, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../http/apiFetch.ts';
import { errorMessage } from '../http/ApiError.ts';
import { useToast } from '../ui/useToast.ts';

const t = messages.garmin;
export const garminStatusKey = ['garmin', 'status'] as const;

export function useGarminStatus(enabled = true) {
  return useQuery({ queryKey: garminStatusKey, queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof garminApi.status>>(garminApi.status.path, { signal }), enabled });
}

export function useDisconnectGarmin() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (api: GarminApi) => apiFetch<RouteAnswer<typeof garminApi.disconnect>>(routePath(garminApi.disconnect, { api }), { method: 'DELETE' }),
    onSuccess: (status) => {
      client.setQueryData(garminStatusKey, status);
      void client.invalidateQueries({ queryKey: ['garmin', 'activities'] });
      toast.success(t.disconnected);
    },
    onError: (failure) => toast.error(errorMessage(failure)),
  });
}

/**
 * Connecting opens Garmin's consent (or the sandbox's) in a popup: the window opens at once on the click (so no popup
 * blocker stops it), then goes to the consent address the server gives. The callback page reports on the
 * 'dorsal-garmin' BroadcastChannel (or to its opener): it still arrives when the browser cut the popup off from this
 * page because it went through Garmin's own origin (the app's Cross-Origin-Opener-Policy). Then, or when the popup
 * closes, the status and the activity lists are read again.
 */
export function useConnectGarmin() {
  const client = useQueryClient();
  const toast = useToast();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const refresh = useCallback(
    async (connected: boolean) => {
      window.clearInterval(timer.current);
      timer.current = undefined;
      setWaiting(false);
      await client.invalidateQueries({ queryKey: garminStatusKey });
      void client.invalidateQueries({ queryKey: ['garmin', 'activities'] });
      if (connected) toast.success(t.nowConnected);
    },
    [client, toast],
  );

  useEffect(() => {
    const onReport = (data: unknown) => {
      const report = data as { type?: string; outcome?: string } | null;
      if (report?.type === 'dorsal-garmin') void refresh(report.outcome === 'connected');
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onReport(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dorsal-garmin');
    if (channel) channel.onmessage = (event: MessageEvent) => onReport(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(timer.current);
    };
  }, [refresh]);

  async function connect(api: GarminApi = 'health') {
    const popup = window.open('', 'dorsal-garmin', 'popup,width=520,height=700');
    if (!popup) {
      toast.error(t.popupBlocked, 7000);
      return;
    }
    setWaiting(true);
    try {
      const { consentUrl } = await apiFetch<RouteAnswer<typeof garminApi.connect>>(garminApi.connect.path, { method: 'POST', body: { api } });
      popup.location.href = consentUrl;
    } catch (failure) {
      popup.close();
      setWaiting(false);
      toast.error(errorMessage(failure));
      return;
    }
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      if (popup.closed) void refresh(false);
    }, 500);
  }

  return { connect, waiting };
}
