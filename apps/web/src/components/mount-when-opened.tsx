import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, then keeps it mounted as a dialog
 * always rendered would be (its closing animation, its state between openings). Its code is
 * fetched on that first opening instead of with the page (issue 15, JavaScript budgets).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  if (!open && !hasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
