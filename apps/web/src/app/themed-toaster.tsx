import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/features/shell/hooks/use-theme';
import { toasterMounted } from '@/lib/toast';

/** The toasts' container, loaded after the first screen (toaster-host.tsx). */
export function ThemedToaster() {
  const { theme } = useTheme();
  // A parent's effect runs after its children's: sonner's container is listening by now.
  useEffect(() => toasterMounted(), []);
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}
