import { memo } from 'react';
import { ColumnsButton, ListToolbar, SearchInput, TopToolbar } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { SheetMenu } from '../sheet/SheetMenu';
import type { AnyResource, ViewProps } from '../types';
import { CreateDialogButton } from './CreateDialogButton';
import { capabilities } from './dialogNavigation';
import { ListExports } from './ExportMenu';
import { FilterDrawerButton } from './FilterEntry';

/**
 * A generated list's toolbar (./ListFrame.tsx): search, Filters on a phone, Create, the column
 * chooser, Export, Spreadsheet.
 */
export interface ListToolsProps {
  resource: AnyResource;
  small: boolean;
  /** The column chooser's store key (the table's). */
  tableStoreKey: string;
  className?: string;
}

/**
 * The list's buttons keep their width beside the search while they fit; past that they go below
 * it, at the right, and wrap there rather than run past the screen's edge (a phone, a long
 * language).
 */
const ACTIONS_SX = { flex: '0 0 auto', flexWrap: 'wrap', maxWidth: '100%', ml: 'auto', rowGap: 1 } as const;

/** The search box's least width (px): a long language once squeezed it to 90 px. */
const SEARCH_MIN_WIDTH = 200;

const ListActions = ({
  resource,
  small,
  tableStoreKey,
}: ViewProps & { small: boolean; tableStoreKey: string }) => (
  <TopToolbar sx={ACTIONS_SX}>
    {small && <FilterDrawerButton resource={resource} />}
    {capabilities(resource).create && <CreateDialogButton resource={resource} />}
    {/* react-admin's column chooser: the admin shows, hides and orders columns, kept per list. */}
    {!small && <ColumnsButton storeKey={tableStoreKey} />}
    <ListExports resource={resource} small={small} />
    <SheetMenu resource={resource} small={small} />
  </TopToolbar>
);

const ListTools = ({ resource, small, tableStoreKey, className }: ListToolsProps) => {
  const translate = useTranslate();
  const searchable = (resource.list?.search ?? []).length > 0;
  const filters = searchable
    ? [
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          // Room for a few words in any language; the buttons beside it give way, not the search.
          sx={{ minWidth: SEARCH_MIN_WIDTH }}
          slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
        />,
      ]
    : undefined;
  return (
    <ListToolbar
      className={className}
      filters={filters}
      actions={<ListActions resource={resource} small={small} tableStoreKey={tableStoreKey} />}
    />
  );
};

/**
 * Memoized: react-admin's ListBase renders again on every navigation (opening a record's dialog
 * changes the address), and the toolbar's props do not change with it; what in it follows the
 * list (the search box, Export) reads the list's context and renders again by itself.
 */
export default memo(ListTools);
