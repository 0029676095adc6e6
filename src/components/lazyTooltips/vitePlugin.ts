import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
const MATERIAL = join(HERE, 'material.ts');
const TOOLTIP = join(HERE, 'Tooltip.ts');
const REACT_ADMIN_UI = /[\\/]node_modules[\\/]ra-ui-materialui[\\/]/;

/**
 * react-admin's components get `LazyTooltip` (../LazyTooltip.tsx) where they import MUI's
 * `Tooltip`: the app bar's buttons (menu, theme, refresh, user menu), the sortable column
 * headers, the menu's items and, on a phone, every labelled `Button` (export, create, skip to
 * content). Each mounted MUI tooltip re-renders synchronously after its first commit, which
 * pulls the screen's effects into that task (docs/performance.md, "Tooltips only when needed").
 * Production builds only: the dev server pre-bundles react-admin with MUI's own tooltip, which
 * looks and reads the same.
 */
export const lazyTooltips = (): Plugin => ({
  name: 'console:lazy-tooltips',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !REACT_ADMIN_UI.test(importer)) return null;
    if (source === '@mui/material') return MATERIAL;
    if (source === '@mui/material/Tooltip') return TOOLTIP;
    return null;
  },
});
