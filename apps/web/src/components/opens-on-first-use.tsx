import { Suspense, cloneElement, useState, type ReactElement, type ReactNode } from 'react';

type FaceProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * A button whose menu or popover is fetched on its first opening instead of with the page (issue
 * 15: Radix's positioning and layers are not in a page's first scripts). Before that, `face` is
 * the button alone; the pointer or the focus reaching it starts the fetch, the click mounts
 * `children` — the real menu, whose trigger shows the same face and which opens as it mounts.
 */
export function OpensOnFirstUse({
  face,
  popup,
  preload,
  children,
}: {
  face: ReactElement<FaceProps>;
  popup: 'menu' | 'dialog';
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [isWanted, setIsWanted] = useState(false);
  // A fetch that fails here (offline) is not reported: the click's own fetch shows the error.
  const warmUp = () => void preload().catch(() => undefined);
  const trigger = cloneElement(face, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: warmUp,
    onFocus: warmUp,
    onClick: () => setIsWanted(true),
  });
  if (!isWanted) return trigger;
  return <Suspense fallback={trigger}>{children}</Suspense>;
}
