import { Box, Card, styled } from '@mui/material';
import { lazy, type ReactElement, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Offline, useListContext } from 'react-admin';
import { FilterSidebar } from './FilterEntry';
import type { ListToolsProps } from './ListTools';

/**
 * react-admin's ListView (the same markup, classes and rules), less the code a list needs only
 * after its rows. Its toolbar (the search form, the filter, export and spreadsheet buttons, the
 * column chooser: ./ListTools.tsx) is its own chunk, asked for once the rows are shown and shown
 * when it comes, in a placeholder of its height. A list's page no longer loads react-admin's
 * filter form, react-hook-form and the export menus before its rows (docs/performance.md). The
 * filter panel beside the list (a laptop) renders with the list, as it did: its inputs load on
 * their own (./FilterEntry.tsx).
 */
const ListTools = lazy(() => import('./ListTools'));

const PREFIX = 'RaList';
const CLASSES = {
  main: `${PREFIX}-main`,
  content: `${PREFIX}-content`,
  actions: `${PREFIX}-actions`,
  noActions: `${PREFIX}-noActions`,
  noResults: `${PREFIX}-noResults`,
};

// ListView's own rules (ra-ui-materialui/src/list/ListView.tsx).
const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    [`& .${CLASSES.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
    [`& .${CLASSES.content}`]: {
      position: 'relative',
      [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
      overflow: 'inherit',
    },
    [`& .${CLASSES.noActions}`]: { marginTop: '1em' },
    [`& .${CLASSES.noResults}`]: { flex: 1 },
  }),
);

/**
 * The toolbar's room while its code comes: the search box's line, and on a phone the buttons'
 * line above it (react-admin's toolbar stacks them there), so that the rows do not move down.
 */
const ToolsPlaceholder = ({ small }: { small: boolean }) => (
  <Box className={CLASSES.actions} sx={{ minHeight: small ? 112 : 64, width: '100%' }} />
);

export interface ListFrameProps {
  tools: ListToolsProps;
  /** The filter panel beside the list (a laptop). */
  aside: boolean;
  empty: ReactElement;
  error: ReactElement;
  pagination: ReactElement;
  sx?: object;
  children: ReactNode;
}

export const ListFrame = ({ tools, aside, empty, error, pagination, sx, children }: ListFrameProps) => {
  const {
    data,
    error: failed,
    isPaused,
    isPending,
    isPlaceholderData,
    filterValues,
    total,
    hasNextPage,
    hasPreviousPage,
  } = useListContext();
  // As ListView: offline (a read paused) before any records came, the read's error, else the rows.
  const offline = isPaused && (isPending || isPlaceholderData);
  // The toolbar's code is asked for once the first read has settled and its rows are on screen
  // (this effect runs after that commit): before, it would share the line and the main thread
  // with the rows.
  const [toolsWanted, wantTools] = useState(false);
  const settled = !isPending || Boolean(failed) || offline;
  useEffect(() => {
    if (settled) wantTools(true);
  }, [settled]);
  // As ListView: the empty page once the API said there is nothing and no filter is set.
  const showEmpty =
    !failed &&
    !isPending &&
    (total === 0 ||
      (total == null &&
        hasPreviousPage === false &&
        hasNextPage === false &&
        (data as unknown[] | undefined)?.length === 0)) &&
    Object.keys(filterValues).length === 0;
  return (
    <Root className="list-page" sx={sx}>
      {showEmpty ? (
        <div className={CLASSES.noResults}>{empty}</div>
      ) : (
        <div className={failed || offline ? `${CLASSES.main} ${CLASSES.noActions}` : CLASSES.main}>
          {/* As ListView, also beside an error: Export and Create stay usable. */}
          {toolsWanted ? (
            <Suspense fallback={<ToolsPlaceholder small={tools.small} />}>
              <ListTools {...tools} className={CLASSES.actions} />
            </Suspense>
          ) : (
            <ToolsPlaceholder small={tools.small} />
          )}
          <Card className={CLASSES.content}>{offline ? <Offline /> : failed ? error : children}</Card>
          {pagination}
        </div>
      )}
      {aside && <FilterSidebar resource={tools.resource} />}
    </Root>
  );
};
