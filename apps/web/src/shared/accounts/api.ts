import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountView, Profile, ProfileUpdate } from '@dorsal/core';
import { apiFetch } from '../http/apiFetch.ts';

export const sessionKey = ['session'] as const;

interface UserAnswer {
  user: AccountView;
}
interface SessionAnswer {
  user: AccountView | null;
}

export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => apiFetch<SessionAnswer>('/api/session', { signal }),
  });
}

/** The signed-in account (null for guests, also when the session cannot be read) and whether it is still loading. */
export function useCurrentUser(): { user: AccountView | null; isLoading: boolean } {
  const { data, isPending, isError } = useSession();
  return { user: data?.user ?? null, isLoading: isPending && !isError };
}

/** After a call that changes the session: show the new user at once, then re-read it from the server. */
function useSessionUpdate() {
  const queryClient = useQueryClient();
  return (user: AccountView | null) => {
    queryClient.setQueryData<SessionAnswer>(sessionKey, { user });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
}

export function useSignUp() {
  const setUser = useSessionUpdate();
  return useMutation({
    mutationFn: (body: Profile & { password: string }) =>
      apiFetch<UserAnswer>('/api/accounts', { method: 'POST', body }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useSignIn() {
  const setUser = useSessionUpdate();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiFetch<UserAnswer>('/api/session', { method: 'POST', body }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useSignOut() {
  const setUser = useSessionUpdate();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/session', { method: 'DELETE' }),
    onSuccess: () => setUser(null),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiFetch<void>('/api/password-reset-requests', { method: 'POST', body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiFetch<void>('/api/password-resets', { method: 'POST', body }),
  });
}

export function useUpdateProfile() {
  const setUser = useSessionUpdate();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiFetch<UserAnswer>('/api/me', { method: 'PATCH', body }),
    onSuccess: ({ user }) => setUser(user),
  });
}

/** For the photo upload, which runs outside react-query to report progress. */
export { useSessionUpdate };
