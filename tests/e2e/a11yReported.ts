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

// Every reported issue is fixed (see docs/coverage/quality-a11y.md): all strict tests run.
export const REPORTED: readonly ReportedIssue[] = [];

export const reportedFor = (theme: Theme, path: string): ReportedIssue[] =>
  REPORTED.filter((issue) => issue.themes.includes(theme) && issue.screens.includes(path));
