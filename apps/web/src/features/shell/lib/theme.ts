import { STORAGE_KEYS, readStored, writeStored } from '@/lib/local-store';

export type TTheme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** Light by default (spec 1 §1); the choice is remembered. */
export function readTheme(): TTheme {
  return readStored(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Applied from main.tsx before the first render (no inline script: the CSP forbids it). */
export function applyTheme(theme: TTheme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function currentTheme(): TTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: TTheme): void {
  writeStored(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
