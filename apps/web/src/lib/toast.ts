import type { ExternalToast } from 'sonner';

import { showPlainNotice } from './plain-notice';

/**
 * Toasts without sonner in a page's first scripts (issue 15): the toaster and sonner are fetched
 * after the first screen (app/toaster-host.tsx) or at the first toast, whichever comes first. A
 * toast waits until the toaster is mounted, since sonner's toaster only shows the toasts
 * published after it subscribed. If their code cannot be fetched, the message is shown plainly
 * (lib/plain-notice.ts), and the next toast tries the toaster again.
 */
type Level = 'success' | 'error' | 'warning';

type TAttempt = { mounted: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

const listeners = new Set<() => void>();
let isWanted = false;
let attempt: TAttempt | null = null;

function newAttempt(): TAttempt {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const mounted = new Promise<void>((onMounted, onFailed) => {
    resolve = onMounted;
    reject = onFailed;
  });
  return { mounted, resolve, reject };
}

function notifyListeners() {
  for (const listener of listeners) listener();
}

/**
 * Asks for the toaster (idempotent); resolves once it is mounted and listening, rejects if its
 * code could not be fetched.
 */
export function requestToaster(): Promise<void> {
  attempt ??= newAttempt();
  if (!isWanted) {
    isWanted = true;
    notifyListeners();
  }
  return attempt.mounted;
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
  attempt ??= newAttempt();
  attempt.resolve();
}

/** Called by the toaster's host when the toaster's code could not be fetched. */
export function toasterFailed(error: unknown) {
  const failed = attempt;
  attempt = null;
  isWanted = false;
  notifyListeners();
  failed?.reject(error);
}

function show(level: Level, message: string, options?: ExternalToast) {
  void Promise.all([import('sonner'), requestToaster()]).then(
    ([sonner]) => {
      sonner.toast[level](message, options);
    },
    () => showPlainNotice(level, message),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
