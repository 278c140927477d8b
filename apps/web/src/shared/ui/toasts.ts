import type { OptionsObject, ProviderContext, SnackbarKey } from 'notistack';

/** A mounted toast provider (ToastProvider registers the notistack provider it draws). */
export type ToastHost = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

const hosts: ToastHost[] = [];
let waiting: ((host: ToastHost) => void)[] = [];
const hostWanted = new Set<() => void>();

/** Called by a provider once mounted; the newest mounted one shows toasts. Answers the unregistering. */
export function registerToastHost(host: ToastHost): () => void {
  hosts.push(host);
  for (const resolve of waiting) resolve(host);
  waiting = [];
  return () => {
    const index = hosts.lastIndexOf(host);
    if (index >= 0) hosts.splice(index, 1);
  };
}

/** A deferred host (DeferredToastHost) listens here to mount its provider the first time a toast is wanted. */
export function onToastHostWanted(listener: () => void): () => void {
  hostWanted.add(listener);
  // A toast already waiting for a provider (shown before this host started listening).
  if (waiting.length > 0) listener();
  return () => hostWanted.delete(listener);
}

/** Mounts a deferred provider ahead of the first toast (e.g. on the first touch of a form). */
export function wantToastHost(): void {
  if (hosts.length === 0) for (const listener of hostWanted) listener();
}

function currentHost(): Promise<ToastHost> {
  const host = hosts.at(-1);
  if (host) return Promise.resolve(host);
  wantToastHost();
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * Shows a toast through the mounted provider. Callers never import notistack: the product mounts its provider with
 * the shell, an organizer's site only when a section first shows a toast, so a site's first load does not carry it.
 */
export async function showToast(message: string, options: OptionsObject): Promise<SnackbarKey> {
  return (await currentHost()).enqueueSnackbar(message, options);
}

export function closeToast(key: SnackbarKey): void {
  for (const host of hosts) host.closeSnackbar(key);
}
