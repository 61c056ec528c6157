import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

const OPEN_DELAY_MS = 200;
const GAP_PX = 8;

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

/**
 * A label shown to the right of a sidebar item, on hover (after 200 ms) and on keyboard focus;
 * Escape, a click, leaving or scrolling hide it. The sidebar sits at the left edge, so the right
 * side always has room: no positioning library in every page's first scripts (issue 15; the
 * pages' own tooltips and menus still use Radix, loaded with them). Fixed position in a portal,
 * so the menu's scrolling area does not clip it.
 */
export function SideTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);
  const [hovered, setHovered] = useState<HTMLElement | null>(null);

  const showBeside = (element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    setAnchor({ top: rect.top + rect.height / 2, left: rect.right + GAP_PX });
  };
  const hide = () => {
    setHovered(null);
    setAnchor(null);
  };

  useEffect(() => {
    if (!hovered) return;
    const timer = setTimeout(() => showBeside(hovered), OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hovered]);
  useEffect(() => {
    if (!anchor) return;
    const close = () => {
      setHovered(null);
      setAnchor(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', close, true);
    };
  }, [anchor]);

  const own = children.props;
  const trigger = cloneElement(children, {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      setHovered(event.currentTarget);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) showBeside(event.currentTarget);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    'aria-describedby': anchor ? id : own['aria-describedby'],
  });

  return (
    <>
      {trigger}
      {anchor
        ? createPortal(
            <div
              role="tooltip"
              id={id}
              style={{ top: anchor.top, left: anchor.left }}
              className="pointer-events-none fixed z-50 max-w-xs -translate-y-1/2 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
            >
              <span
                aria-hidden="true"
                className="absolute top-1/2 -left-1 size-2 -translate-y-1/2 rotate-45 bg-foreground"
              />
              {label}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
