import { describe, expect, it, vi } from 'vitest';
import { closeToast, onToastHostWanted, registerToastHost, showToast, type ToastHost } from './toasts.ts';

function host(name: string): ToastHost & { shown: string[] } {
  const shown: string[] = [];
  return {
    shown,
    enqueueSnackbar: ((message: string) => {
      shown.push(String(message));
      return `${name}-${shown.length}`;
    }) as ToastHost['enqueueSnackbar'],
    closeSnackbar: vi.fn(),
  };
}

describe('toasts through the mounted provider', () => {
  it('asks a deferred host to mount, holds the toast until it does, and then shows it there', async () => {
    const wanted = vi.fn();
    const stopListening = onToastHostWanted(wanted);
    const pending = showToast('Revisa los campos requeridos', { variant: 'error' });
    expect(wanted).toHaveBeenCalledTimes(1);

    const site = host('site');
    const unregister = registerToastHost(site);
    await expect(pending).resolves.toBe('site-1');
    expect(site.shown).toEqual(['Revisa los campos requeridos']);

    // The newest provider shows toasts; once it unmounts the one before takes over again.
    const dialog = host('dialog');
    const unregisterDialog = registerToastHost(dialog);
    await showToast('Guardado', { variant: 'success' });
    expect(dialog.shown).toEqual(['Guardado']);
    unregisterDialog();
    await showToast('Otra vez', { variant: 'info' });
    expect(site.shown).toEqual(['Revisa los campos requeridos', 'Otra vez']);

    closeToast('site-2');
    expect(site.closeSnackbar).toHaveBeenCalledWith('site-2');
    unregister();
    stopListening();
  });

  it('mounts a deferred host that starts listening after a toast was asked, and only then', async () => {
    const early = vi.fn();
    onToastHostWanted(early)();
    expect(early).not.toHaveBeenCalled(); // nothing waiting: listening alone mounts nothing

    const pending = showToast('Pago exitoso', { variant: 'success' });
    const late = vi.fn();
    const stopListening = onToastHostWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
    const site = host('site');
    const unregister = registerToastHost(site);
    await expect(pending).resolves.toBe('site-1');
    unregister();
    stopListening();
  });
});
