import { Box, CircularProgress, Typography } from '@mui/material';
import { useMemo } from 'react';
import { ListBase } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { Pagination } from '../../i18n/Pagination';
import { useTranslate } from '../../i18n/useTranslate';
import type { ListingRow as WeeklyRecord } from '../../resources/weeklyData';
import { WEEKLY_RESOURCE, WeeklyTable } from './WeeklyTable';

/** The spec: 100 rows a page (page index from 1), list_price ascending by default. */
export const WEEKLY_PER_PAGE = 100;
export const WEEKLY_DEFAULT_SORT = { field: 'list_price', order: 'ASC' } as const;

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

/** The weekly rows of one sheet as a react-admin list: server-side sort and pagination. */
export const WeeklyGrid = ({ sheetId }: { sheetId: string }) => {
  const filter = useMemo(() => ({ csvsheet_id: sheetId }), [sheetId]);
  return (
    <ListBase<WeeklyRecord>
      resource={WEEKLY_RESOURCE}
      perPage={WEEKLY_PER_PAGE}
      sort={WEEKLY_DEFAULT_SORT}
      filter={filter}
      disableSyncWithLocation
      loading={<Loading />}
      error={<ListLoadError />}
      empty={<Empty />}
    >
      <WeeklyTable />
      <Pagination rowsPerPageOptions={[WEEKLY_PER_PAGE]} />
    </ListBase>
  );
};
