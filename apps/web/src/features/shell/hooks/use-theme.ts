import { useSyncExternalStore } from 'react';
import { currentTheme, setTheme, subscribeTheme, type TTheme } from '../lib/theme';

/** The theme is one value for the whole page (the class on <html>), shared by every reader. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  const toggleTheme = () => setTheme(theme === 'dark' ? 'light' : 'dark');
  return { theme, toggleTheme };
}

export type { TTheme };
