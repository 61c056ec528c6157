import { Toaster } from 'sonner';
import { useTheme } from '@/features/shell/hooks/use-theme';

/** The toasts' container, loaded after the first screen (providers.tsx). */
export function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}
