import { Card, styled } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Offline, useListContext } from 'react-admin';
import { FilterSidebar } from './FilterEntry';
import ListTools, { type ListToolsProps } from './ListTools';

/**
 * react-admin's ListView (the same markup, classes and rules), with the list's own toolbar
 * (./ListTools.tsx: search, filters, create, columns, exports) instead of ListView's defaults,
 * which brought react-admin's FilterButton, ExportButton and CreateButton into every list's code.
 */
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
          <ListTools {...tools} className={CLASSES.actions} />
          <Card className={CLASSES.content}>{offline ? <Offline /> : failed ? error : children}</Card>
          {pagination}
        </div>
      )}
      {aside && <FilterSidebar resource={tools.resource} />}
    </Root>
  );
};
