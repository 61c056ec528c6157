import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in a page's first scripts (issue 15): the toaster and sonner are fetched
 * once the first screen is drawn (app/toaster-host.tsx) or at the first toast, whichever comes
 * first. A toast waits until the toaster is mounted, since sonner's toaster only shows the toasts
 * published after it subscribed.
 */
type Level = 'success' | 'error' | 'warning';

const listeners = new Set<() => void>();
let isWanted = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the toaster (idempotent); resolves once it is mounted and listening. */
export function requestToaster(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

export function subscribeToToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isToasterRequested = () => isWanted;

/** Called by the toaster once sonner's container has subscribed. */
export function toasterMounted() {
  markMounted();
}

function show(level: Level, message: string, options?: ExternalToast) {
  void Promise.all([import('sonner'), requestToaster()])
    .then(([sonner]) => {
      sonner.toast[level](message, options);
    })
    .catch(() => {
      // The chunk could not be fetched (offline, or a deploy replaced it): the version check
      // reloads the page on a new build; nothing else can show the message.
    });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
