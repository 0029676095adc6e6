import { Tooltip } from '@mui/material';
import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

/** MUI's own delay before a tooltip opens on hover (Tooltip's `enterDelay`). */
const ENTER_DELAY_MS = 100;

type Trigger = {
  onPointerEnter?: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: ReactPointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

const focusVisible = (element: EventTarget) => {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * A tooltip that costs nothing until it is needed: its child renders alone, and MUI's `Tooltip`
 * is mounted beside it, anchored on it, the first time the pointer enters it or the keyboard
 * focuses it. It opens after MUI's delay on hover, at once on keyboard focus, and closes when
 * the pointer leaves, on blur and on Escape.
 *
 * Why: a mounted `Tooltip` keeps its child's node in state through a ref, and a ref that sets
 * state re-renders synchronously right after the commit. A list page has two per row (Edit,
 * Delete): on a cold load those re-renders made one blocking task with the first rows' commit
 * (docs/performance.md, "Fewer blocking renders"). The child is never wrapped, so it stays the
 * same element (a click or the focus is never lost to a remount), and it keeps its own
 * accessible name (`aria-label`).
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<Trigger> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: ReactPointerEvent<HTMLElement>) => {
          onPointerEnter?.(event);
          // A touch shows no tooltip (a tap acts at once).
          if (event.pointerType === 'touch') return;
          setAnchor(event.currentTarget);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(true), ENTER_DELAY_MS);
        },
        onPointerLeave: (event: ReactPointerEvent<HTMLElement>) => {
          onPointerLeave?.(event);
          close();
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          // As MUI: a keyboard focus shows it, a click's focus does not. The focused element is
          // the child itself or a control inside it (a span around a disabled button).
          if (!focusVisible(event.target)) return;
          setAnchor(event.currentTarget);
          setOpen(true);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          onBlur?.(event);
          close();
        },
      })}
      {anchor && (
        <Tooltip title={title} open={open} onClose={close} slotProps={{ popper: { anchorEl: anchor } }}>
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
