import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('sonner', () => sonner);

/** Lets the dynamic import of sonner and the promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const show of Object.values(sonner.toast)) show.mockClear();
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
});
