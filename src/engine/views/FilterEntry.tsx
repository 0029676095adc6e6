import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Card, CardContent, Drawer, LinearProgress } from '@mui/material';
import { lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { useListFilterContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { activeFilterCount } from '../localFilter';
import type { ViewProps } from '../types';

/**
 * Where a list's filters enter the screen. The panel itself (inputs, date pickers, saved
 * queries: ./ListFilters.tsx) is its own chunk: on a desktop it loads with the list,
 * on a phone when the Filters button is pressed; the list's first paint never waits for it.
 */
const FilterPanel = lazy(() => import('./ListFilters'));
export const preloadFilterPanel = () => import('./ListFilters');

const SIDEBAR_WIDTH = 240;

/**
 * Desktop: the filter sidebar beside the list (react-admin's `aside`), left of it. Memoized, as
 * the list's toolbar (./ListTools.tsx): a navigation renders the list again, not its filters.
 */
export const FilterSidebar = memo(({ resource }: ViewProps) => {
  const translate = useTranslate();
  if (!resource.list?.filters?.length) return null;
  return (
    <Card
      component="aside"
      aria-label={translate('app.filters.label')}
      sx={{ order: -1, mr: 2, mt: 1, width: SIDEBAR_WIDTH, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <CardContent sx={{ pt: 0 }}>
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />}>
          <FilterPanel resource={resource} />
        </Suspense>
      </CardContent>
    </Card>
  );
});

/** Phones: a Filters button (with how many are set) that opens the same panel from below. */
export const FilterDrawerButton = ({ resource }: ViewProps) => {
  const translate = useTranslate();
  const { filterValues } = useListFilterContext();
  const [open, setOpen] = useState(false);
  if (!resource.list?.filters?.length) return null;
  const count = activeFilterCount(resource, filterValues);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadFilterPanel}
        onFocus={preloadFilterPanel}
        startIcon={
          // The count is in the label ("Filters (2)"); the badge repeats it for the eye only. MUI
          // keeps a hidden badge's last text ("0"), which would otherwise join the button's name.
          <Badge badgeContent={count} color="primary" slotProps={{ badge: { 'aria-hidden': true } }}>
            <FilterListIcon />
          </Badge>
        }
      >
        {translate(count ? 'app.filters.open_active' : 'app.filters.open', { smart_count: count })}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { 'aria-label': translate('app.filters.label'), sx: { maxHeight: '80vh', p: 2 } },
        }}
      >
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <FilterPanel resource={resource} />
        </Suspense>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(false)}>
          {translate('app.filters.done')}
        </Button>
      </Drawer>
    </>
  );
};

/**
 * A custom list page (its own ListBase, not react-admin's <List> with `aside`): the declared
 * filters beside its content on a desktop, a Filters button above it on a phone.
 */
export const WithFilters = ({
  resource,
  small,
  children,
}: ViewProps & { small: boolean; children: ReactNode }) =>
  small ? (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <FilterDrawerButton resource={resource} />
      </Box>
      {children}
    </>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <FilterSidebar resource={resource} />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
