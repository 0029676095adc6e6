import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { ElementType } from 'react';
import { Link } from 'react-router-dom';
import { useFormatNumber } from '../../i18n/format';
import { useTranslate } from '../../i18n/useTranslate';
import type { DashboardCounts } from '.';

interface Counter {
  field: keyof DashboardCounts;
  to: string;
  Icon: ElementType;
}

/** The spec's four counters, each opening its list. */
export const COUNTERS: readonly Counter[] = [
  { field: 'totalRegisteredUsers', to: '/DataListing', Icon: PeopleIcon },
  { field: 'totalAgents', to: '/CreateAgent', Icon: SupportAgentIcon },
  { field: 'totalBusiness', to: '/Stores', Icon: StorefrontIcon },
  { field: 'totalActiveCoupons', to: '/allCoupons', Icon: LocalOfferIcon },
];

const CounterBody = ({ counter, value }: { counter: Counter; value: string | undefined }) => {
  const translate = useTranslate();
  const { Icon } = counter;
  return (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Icon color="primary" fontSize="large" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {translate(`app.dashboard.${counter.field}`)}
        </Typography>
        <Typography variant="h4" component="p" data-counter={counter.field}>
          {value ?? <Skeleton width={80} aria-hidden />}
        </Typography>
      </Box>
    </CardContent>
  );
};

/** Numbers formatted for the admin's locale; a skeleton while the first reply is pending. */
export const DashboardCounters = ({
  counts,
  loading,
}: {
  counts: DashboardCounts | undefined;
  loading: boolean;
}) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  return (
    <Box
      component="section"
      aria-label={translate('app.dashboard.counters_label')}
      aria-busy={loading || undefined}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mb: 3 }}
    >
      {COUNTERS.map((counter) => {
        const raw = counts?.[counter.field];
        // No number at all after a failed first load: a dash rather than an endless skeleton.
        const value = counts
          ? formatNumber(typeof raw === 'number' && Number.isFinite(raw) ? raw : 0)
          : loading
            ? undefined
            : '—';
        return (
          <Card key={counter.field}>
            <CardActionArea component={Link} to={counter.to} title={translate('app.dashboard.open_list')}>
              <CounterBody counter={counter} value={value} />
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
