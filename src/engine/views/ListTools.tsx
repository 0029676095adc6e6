import { styled } from '@mui/material';
import { ColumnsButton, TopToolbar } from 'react-admin';
import { SheetMenu } from '../sheet/SheetMenu';
import type { AnyResource, ViewProps } from '../types';
import { CreateDialogButton } from './CreateDialogButton';
import { capabilities } from './dialogNavigation';
import { ListExports } from './ExportMenu';
import { FilterDrawerButton } from './FilterEntry';
import { ListSearch } from './ListSearch';

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

/**
 * react-admin's ListToolbar (the same class and rules), with the list's search as its filters:
 * ListToolbar's own module brings the filter form, which ./ListSearch.tsx loads after the rows.
 */
const Toolbar = styled('div', { name: 'RaListToolbar', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    position: 'relative',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    width: '100%',
    [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
    [theme.breakpoints.down('sm')]: {
      backgroundColor: (theme.vars || theme).palette.background.paper,
      flexWrap: 'inherit',
      flexDirection: 'column-reverse',
    },
  }),
);

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

const ListTools = ({ resource, small, tableStoreKey, className }: ListToolsProps) => (
  <Toolbar className={className}>
    {(resource.list?.search ?? []).length > 0 && <ListSearch />}
    <span />
    <ListActions resource={resource} small={small} tableStoreKey={tableStoreKey} />
  </Toolbar>
);

export default ListTools;
