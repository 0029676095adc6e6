import { Box, CircularProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { ListBase, useListContext } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { Pagination } from '../../i18n/Pagination';
import { useTranslate } from '../../i18n/useTranslate';
import type { WeeklyRecord } from '.';
import { WeeklyToolbar } from './WeeklyExportButton';
import { WEEKLY_RESOURCE, WeeklyTable } from './WeeklyTable';
import {
  useWeeklyGridParams,
  WEEKLY_DEFAULT_SORT,
  WEEKLY_GRID_STORE_KEY,
  WEEKLY_PER_PAGE,
} from './weeklyGridState';

export { WEEKLY_DEFAULT_SORT, WEEKLY_PER_PAGE } from './weeklyGridState';

const Loading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={24} />
      <Typography>{translate('ra.page.loading')}</Typography>
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.weekly.empty')}</Typography>;
};

/** The list's state: loading, failed, an empty sheet, or the rows with their pages. */
const WeeklyContent = () => {
  const { isPending, error, total } = useListContext<WeeklyRecord>();
  if (isPending) return <Loading />;
  if (error) return <ListLoadError />;
  if (total === 0) return <Empty />;
  return (
    <>
      <WeeklyTable />
      <Pagination rowsPerPageOptions={[WEEKLY_PER_PAGE]} />
    </>
  );
};

/**
 * The weekly rows of one sheet as a react-admin list: server-side sort and pagination, both kept
 * in react-admin's store (weeklyGridState.ts; not in the address: the sheet comes from local
 * storage), under a toolbar with the export that stays in place whatever the list's state.
 */
export const WeeklyGrid = ({ sheetId }: { sheetId: string }) => {
  const filter = useMemo(() => ({ csvsheet_id: sheetId }), [sheetId]);
  const ready = useWeeklyGridParams(sheetId);
  if (!ready) return null;
  return (
    <ListBase<WeeklyRecord>
      resource={WEEKLY_RESOURCE}
      perPage={WEEKLY_PER_PAGE}
      sort={WEEKLY_DEFAULT_SORT}
      filter={filter}
      disableSyncWithLocation
      storeKey={WEEKLY_GRID_STORE_KEY}
    >
      <WeeklyToolbar sheetId={sheetId} />
      <WeeklyContent />
    </ListBase>
  );
};
