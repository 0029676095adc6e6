import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

import { speedOn } from '../lib/fast/speed';

/** MUI's own delays (Tooltip's `enterDelay`, `leaveDelay`). */
const ENTER_DELAY_MS = 100;
const LEAVE_DELAY_MS = 0;

type Trigger = {
  ref?: Ref<HTMLElement>;
  className?: string;
  'aria-label'?: string;
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

/** The props that configure MUI's tooltip itself (or that this component handles for it). */
const TOOLTIP_OWN = [
  'arrow',
  'classes',
  'components',
  'componentsProps',
  'disableInteractive',
  'disableTouchListener',
  'enterNextDelay',
  'enterTouchDelay',
  'id',
  'leaveTouchDelay',
  'onClose',
  'onOpen',
  'placement',
  'PopperComponent',
  'PopperProps',
  'slots',
  'TransitionComponent',
  'TransitionProps',
] as const;

export type LazyTooltipProps = Omit<TooltipProps, 'children'> & {
  children: ReactElement<Trigger>;
  ref?: Ref<HTMLElement>;
};

/**
 * MUI's `Tooltip`, mounted only when it is needed: its child renders alone, with the name MUI
 * would give it (the title as `aria-label`, unless `describeChild` or a label of its own), and
 * MUI's tooltip is mounted beside it, anchored on it, the first time the pointer enters it or the
 * keyboard focuses it. It opens after `enterDelay` on hover, at once on keyboard focus, and
 * closes when the pointer leaves, on blur and on Escape. A controlled tooltip (`open`) or one
 * that follows the cursor is MUI's own, as it is.
 *
 * Why: a mounted `Tooltip` keeps its child's node in state through a ref, and a ref that sets
 * state re-renders synchronously right after the commit, pulling every pending effect of the
 * screen into the same task. A list page had two per row (Edit, Delete), react-admin's app bar
 * five, its sortable column headers one each: on a cold load those re-renders made one blocking
 * task with the screen's first commit (docs/performance.md, "Fewer blocking renders"). The child
 * is never wrapped, so it stays the same element (a click or the focus is never lost to a
 * remount). The app's own buttons use it (a list's rows: Edit, Delete, QR code); react-admin's
 * components keep MUI's (docs/performance.md: giving them this one did not pay).
 */
export function LazyTooltip(props: LazyTooltipProps) {
  const {
    title,
    children,
    describeChild = false,
    disableFocusListener = false,
    disableHoverListener = false,
    enterDelay = ENTER_DELAY_MS,
    leaveDelay = LEAVE_DELAY_MS,
    ref,
    ...other
  } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const childRef = useForkRef(children.props.ref ?? null, ref ?? null);
  // Controlled tooltips are MUI's own; so is every one in a build without this mechanism (the
  // ledger's A/B, src/lib/fast/speed.ts).
  if (props.open !== undefined || props.followCursor || !speedOn('rowTooltips'))
    return <Tooltip {...props} />;

  const later = (ms: number, then: () => void) => {
    clearTimeout(timer.current);
    if (ms > 0) timer.current = setTimeout(then, ms);
    else then();
  };
  const close = () => later(leaveDelay, () => setOpen(false));
  const hasTitle = title !== '' && title !== null && title !== undefined;
  const titleIsString = typeof title === 'string';
  // MUI's Tooltip passes on to its child what does not configure the tooltip itself.
  const { className, slotProps, ...passed } = other as typeof other & Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const key of TOOLTIP_OWN)
    if (key in passed) {
      own[key] = passed[key];
      delete passed[key];
    }
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  // As MUI: the title names the child, or describes it (`describeChild`) while closed.
  const name = !titleIsString
    ? {}
    : describeChild
      ? { title: open || disableHoverListener ? undefined : title }
      : { 'aria-label': title };
  const trigger = cloneElement(children, {
    ...name,
    ...passed,
    ...children.props,
    className: [className, children.props.className].filter(Boolean).join(' ') || undefined,
    ref: childRef,
    onPointerEnter: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      // A touch shows no tooltip (a tap acts at once).
      if (!hasTitle || disableHoverListener || event.pointerType === 'touch') return;
      setAnchor(event.currentTarget);
      later(enterDelay, () => setOpen(true));
    },
    onPointerLeave: (event: ReactPointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      close();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      // As MUI: a keyboard focus shows it, a click's focus does not. The focused element is
      // the child itself or a control inside it (a span around a disabled button).
      if (!hasTitle || disableFocusListener || !focusVisible(event.target)) return;
      setAnchor(event.currentTarget);
      clearTimeout(timer.current);
      setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      close();
    },
  } as Partial<Trigger>);
  return (
    <>
      {trigger}
      {anchor && hasTitle && (
        <Tooltip
          {...own}
          title={title}
          open={open}
          onClose={() => {
            clearTimeout(timer.current);
            setOpen(false);
          }}
          slotProps={{ ...slotProps, popper: { ...slotProps?.popper, anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
