import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/http/apiFetch.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The development mailbox (GET /api/dev/mailbox); 404 when the server sends real mail. */
export function useMailbox() {
  return useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: ({ signal }) => apiFetch<{ mails: OutboxMail[] }>('/api/dev/mailbox', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
