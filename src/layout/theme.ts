import { linearProgressClasses, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

type LabelledOwner = { 'aria-label'?: string };

/**
 * An `aria-label` given to a MUI Checkbox lands on its root <span> (no role), leaving the
 * <input type=checkbox> unnamed: axe reports `aria-prohibited-attr` and `label`. react-admin's
 * DataTable row checkbox does exactly that. Every checkbox of the console therefore moves the
 * label onto the input, where screen readers and axe look for it.
 */
const checkboxLabelOnInput = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (owner: LabelledOwner) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (owner: LabelledOwner) => (owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}),
      },
    },
  },
};

/**
 * react-admin keeps the bulk-actions toolbar mounted (height 0) when nothing is selected: its
 * buttons stayed in the tab order and in axe's contrast checks while invisible. Hidden, they
 * leave both until a row is selected.
 */
const collapsedBulkToolbarHidden = {
  RaBulkActionsToolbar: {
    styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
  },
};

/** react-admin's sidebar width (its default), which a desktop notification stays within. */
const SIDEBAR_WIDTH = 240;

/**
 * Notifications sit where they hide nothing the admin works on: on a desktop in the bottom-left
 * corner, over the empty end of the sidebar and no wider than it (centred at the bottom they
 * covered a list's last row, its pagination, a table's caption); on a phone at the top, over the
 * app bar. A tap anywhere closes one, as before.
 */
const notificationsAside: RaThemeOptions['components'] = {
  RaNotification: {
    defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'left' } },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: { top: theme.spacing(1), bottom: 'auto' },
        [theme.breakpoints.up('sm')]: {
          left: theme.spacing(1),
          bottom: theme.spacing(1),
          maxWidth: `calc(${SIDEBAR_WIDTH}px - ${theme.spacing(2)})`,
          '& .MuiSnackbarContent-root': { minWidth: 0 },
        },
      }),
    },
  },
};

/**
 * MUI's indeterminate LinearProgress moves its two bars by their `left` and `right`, so the page
 * is laid out and painted again on the main thread every frame while one shows. A phone list's
 * bar shows while its first records render in slices on that same thread: 76 frames of style,
 * layout and paint, ≈ 0.5 s at 4x CPU, before the rows (docs/performance.md). The same motion by
 * `transform` (the bar's span [left, 100% − right] is translateX(left) scaleX(width) from its
 * left edge, both linear in time as left and right were) runs on the compositor instead.
 * `backwards` keeps the second bar out of sight during its delay, as its empty width did.
 */
const bar1Motion = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const bar2Motion = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;
const progressOnCompositor: RaThemeOptions['components'] = {
  MuiLinearProgress: {
    styleOverrides: {
      root: {
        [`& .${linearProgressClasses.bar1Indeterminate}`]: {
          width: '100%',
          animation: `${bar1Motion} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
        },
        [`& .${linearProgressClasses.bar2Indeterminate}`]: {
          width: '100%',
          animation: `${bar2Motion} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards`,
        },
      },
    },
  },
};

const shared: Partial<RaThemeOptions> = {
  typography: {
    // System fonts only: nothing is fetched from an outside host.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1f4e79' },
    secondary: { main: '#0b6e4f' },
    // MUI's #ed6c02 is 3.1:1 as text on white; this amber is 5.0:1 (WCAG AA).
    warning: { main: '#b45309' },
  },
  components: {
    ...defaultLightTheme.components,
    ...checkboxLabelOnInput,
    ...collapsedBulkToolbarHidden,
    ...notificationsAside,
    ...progressOnCompositor,
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#90caf9' },
    secondary: { main: '#80cbc4' },
    // MUI's dark #f44336 is 3.5:1 on the toolbar's #313131; this red is 4.9:1.
    error: { main: '#ff7961' },
  },
  components: {
    ...defaultDarkTheme.components,
    ...checkboxLabelOnInput,
    ...collapsedBulkToolbarHidden,
    ...notificationsAside,
    ...progressOnCompositor,
  },
};
