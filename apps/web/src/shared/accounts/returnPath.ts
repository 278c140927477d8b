import { useSearchParams } from 'react-router';

/** `/login?volver=/invitacion/…`: where to go once signed in; only a path of this site (never another host). */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  const path = params.get('volver');
  return path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}

/** A sign-in or sign-up link that comes back to `path` afterwards. */
export const withReturn = (page: '/login' | '/registro', path: string | null) => (path ? `${page}?volver=${encodeURIComponent(path)}` : page);
