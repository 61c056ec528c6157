import { TestothequeScreen } from '@/features/testotheque/components/testotheque-screen';

/** /testeque 'Testothèque' (spec 3 §2.7), loaded on demand. */
export function Component() {
  return <TestothequeScreen />;
}
