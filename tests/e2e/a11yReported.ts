import type { Theme } from './screens';

/**
 * Product bugs the accessibility suite found and reported (docs/coverage/quality-a11y.md lists each
 * with its fix). While one is open, the strict tests of the screens it hits are skipped and an
 * interim guard tolerates exactly its nodes. Delete an entry once fixed: its screens' strict tests
 * run again.
 */
export interface ReportedIssue {
  /** axe rule id, or 'scene' for a dialog that cannot be opened. */
  rule: string;
  /** Matches the failing node's selector and HTML (or the scene's line). */
  node: RegExp;
  themes: readonly Theme[];
  screens: readonly string[];
  reason: string;
}

const BOTH: readonly Theme[] = ['light', 'dark'];
const LOGGED_IN = [
  '/DashboardHome',
  '/DataListing',
  '/Stores',
  '/allCoupons',
  '/CreateCoupon',
  '/CreateAgent',
  '/BusinessUploads',
  '/UploadData',
  '/Data',
  '/WeeklyData',
];
/** The generated lists (react-admin DataTable with bulk selection). */
const SELECTABLE_LISTS = ['/DataListing', '/Stores', '/allCoupons', '/CreateCoupon', '/CreateAgent'];

export const REPORTED: readonly ReportedIssue[] = [
  // FAILS: the app bar's user button shows "admin" but is named "Profile" (reported)
  {
    rule: 'label-content-name-mismatch',
    node: /RaUserMenu-userButton/,
    themes: BOTH,
    screens: LOGGED_IN,
    reason: "react-admin's UserMenu button: visible text (the user's name) is not in its aria-label",
  },
  // FAILS: row checkboxes carry aria-label on MUI's <span>, the <input> has no name (reported)
  {
    rule: 'aria-prohibited-attr',
    node: /RaDataTable-checkbox/,
    themes: BOTH,
    screens: SELECTABLE_LISTS,
    reason: "react-admin's SelectRowCheckbox passes aria-label to the Checkbox root (span)",
  },
  // FAILS: same row checkboxes: the <input type=checkbox> has no accessible name (reported)
  {
    rule: 'label',
    node: /RaDataTable-checkbox/,
    themes: BOTH,
    screens: SELECTABLE_LISTS,
    reason: "react-admin's SelectRowCheckbox leaves the input unnamed",
  },
  // FAILS: the image/video drop zones' <input type=file> have no label (reported)
  {
    rule: 'label',
    node: /type="file"/,
    themes: BOTH,
    screens: ['/allCoupons', '/CreateCoupon'],
    reason: 'react-admin ImageInput/FileInput (react-dropzone) file inputs are unlabelled',
  },
  // FAILS: dark theme: the collapsed bulk-actions toolbar's red "Delete" is 3.5:1 on #313131 (reported)
  {
    rule: 'color-contrast',
    node: /MuiButton-colorError/,
    themes: ['dark'],
    screens: SELECTABLE_LISTS,
    reason: 'dark palette error.main #f44336 on the toolbar background is below 4.5:1',
  },
  // FAILS: light theme: the feed preview's orange "Revoke" text button is 3.1:1 on white (reported)
  {
    rule: 'color-contrast',
    node: /MuiButton-colorWarning/,
    themes: ['light'],
    screens: ['/Data'],
    reason: 'light palette warning.main #ed6c02 as text on white is below 4.5:1',
  },
];

export const reportedFor = (theme: Theme, path: string): ReportedIssue[] =>
  REPORTED.filter((issue) => issue.themes.includes(theme) && issue.screens.includes(path));
