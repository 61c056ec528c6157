import { TramesScreen } from '@/features/trames/components/trames-screen';

/** /trames 'Mes trames' (spec 3 §2.5), loaded on demand. */
export function Component() {
  return <TramesScreen />;
}
