import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('sonner', () => sonner);
const plain = vi.hoisted(() => ({ showPlainNotice: vi.fn() }));
vi.mock('./plain-notice', () => plain);

/** Lets the dynamic import of sonner and the promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('sonner', () => sonner);
    for (const show of Object.values(sonner.toast)) show.mockClear();
    plain.showPlainNotice.mockClear();
  });

  it('asks for the toaster and shows nothing until it is mounted, then everything asked', async () => {
    const toasts = await import('./toast');
    const requested = vi.fn();
    toasts.subscribeToToasterRequest(requested);
    expect(toasts.isToasterRequested()).toBe(false);

    toasts.toast.success('Patient créé');
    toasts.toast.error('Échec', { description: 'Réseau' });
    expect(requested).toHaveBeenCalledTimes(1);
    expect(toasts.isToasterRequested()).toBe(true);
    await settle();
    expect(sonner.toast.success).not.toHaveBeenCalled();
    expect(sonner.toast.error).not.toHaveBeenCalled();

    toasts.toasterMounted();
    await settle();
    expect(sonner.toast.success).toHaveBeenCalledWith('Patient créé', undefined);
    expect(sonner.toast.error).toHaveBeenCalledWith('Échec', { description: 'Réseau' });

    toasts.toast.warning('Attention');
    await settle();
    expect(sonner.toast.warning).toHaveBeenCalledWith('Attention', undefined);
    expect(requested).toHaveBeenCalledTimes(1);
  });

  it('a toaster mounted after the first screen shows the first toast at once', async () => {
    const toasts = await import('./toast');
    void toasts.requestToaster();
    toasts.toasterMounted();
    toasts.toast.success('Enregistré');
    await settle();
    expect(sonner.toast.success).toHaveBeenCalledWith('Enregistré', undefined);
  });

  it('when the toaster cannot be fetched, the waiting messages are shown plainly and the next toast asks again', async () => {
    const toasts = await import('./toast');
    const requested = vi.fn();
    toasts.subscribeToToasterRequest(requested);
    toasts.toast.success('Patient créé');
    toasts.toast.error('Échec de la sauvegarde');
    expect(toasts.isToasterRequested()).toBe(true);

    toasts.toasterFailed(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(toasts.isToasterRequested()).toBe(false);
    expect(plain.showPlainNotice.mock.calls).toEqual([
      ['success', 'Patient créé'],
      ['error', 'Échec de la sauvegarde'],
    ]);
    expect(sonner.toast.success).not.toHaveBeenCalled();

    // Online again: the next toast asks for the toaster, and sonner shows it.
    toasts.toast.warning('Attention');
    expect(toasts.isToasterRequested()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(3);
    toasts.toasterMounted();
    await settle();
    expect(sonner.toast.warning).toHaveBeenCalledWith('Attention', undefined);
    expect(plain.showPlainNotice).toHaveBeenCalledTimes(2);
  });

  it('when sonner cannot be fetched, the message is shown plainly', async () => {
    vi.doMock('sonner', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const toasts = await import('./toast');
    toasts.toasterMounted();
    toasts.toast.error('Échec de la sauvegarde');
    await settle();
    expect(plain.showPlainNotice).toHaveBeenCalledWith('error', 'Échec de la sauvegarde');
  });
});
