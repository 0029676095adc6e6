import { describe, expect, it } from 'vitest';
import { lazyTooltips } from '../../../../src/components/lazyTooltips/vitePlugin';

type Resolve = (source: string, importer?: string) => string | null;
const resolve = lazyTooltips().resolveId as unknown as Resolve;
const RA = '/app/node_modules/ra-ui-materialui/dist/layout/SidebarToggleButton.js';

describe('lazyTooltips', () => {
  it('gives react-admin’s components the lazy tooltip where they import MUI’s', () => {
    expect(resolve('@mui/material', RA)).toMatch(/src\/components\/lazyTooltips\/material\.ts$/);
    expect(resolve('@mui/material/Tooltip', RA)).toMatch(/src\/components\/lazyTooltips\/Tooltip\.ts$/);
  });

  it('leaves every other import alone: MUI itself, the app, the shims’ own imports', () => {
    expect(resolve('@mui/material/Button', RA)).toBeNull();
    expect(resolve('@mui/material', '/app/node_modules/@mui/x-date-pickers/index.js')).toBeNull();
    expect(resolve('@mui/material', '/app/src/components/lazyTooltips/material.ts')).toBeNull();
    expect(resolve('@mui/material', undefined)).toBeNull();
  });

  it('applies to builds only', () => {
    expect(lazyTooltips().apply).toBe('build');
  });
});
