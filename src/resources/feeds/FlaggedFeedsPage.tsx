import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, IconButton, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { DataTable, ListBase, useListContext } from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { PageHeading } from '../../components/PageHeading';
import { RowsShown } from '../../engine/fast/FirstRows';
import { useKnownValue } from '../../engine/knownValues';
import { WithFilters } from '../../engine/views/FilterEntry';
import { useFormatDate } from '../../i18n/format';
import { Pagination } from '../../i18n/Pagination';
import { useTranslate } from '../../i18n/useTranslate';
import { useReleaseBarWhen } from '../../lib/fast/barAfterRows';
import { type FeedRecord, feeds } from '.';
import { CompactFeedList } from './CompactFeedList';
import { FeedPreviewDialog } from './FeedPreviewDialog';
import { FeedThumbnail } from './FeedThumbnail';
import { feedKind, feedText } from './feedMedia';

const Col = DataTable.Col<FeedRecord>;

/** The feed's flags, each known one named in the admin's language (an unknown one as sent). */
const FlagTypes = ({ feed }: { feed: FeedRecord }) => {
  const flagName = useKnownValue('app.values.flagType');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(feed.flagContent ?? []).map((flag, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: flags have no id and the same message may repeat
        flag?.flagMsg ? <Chip key={index} size="small" label={flagName(flag.flagMsg)} /> : null,
      )}
    </Stack>
  );
};

const PreviewButton = memo(
  ({ feed, onPreview }: { feed: FeedRecord; onPreview: (feed: FeedRecord) => void }) => {
    const translate = useTranslate();
    return (
      <IconButton
        aria-label={translate('app.feeds.preview')}
        title={translate('app.feeds.preview')}
        onClick={() => onPreview(feed)}
      >
        <VisibilityIcon />
      </IconButton>
    );
  },
);

/** When the feed was posted, in the admin's language (English: the spec's 'YYYY-MM-DD hh:mm A'). */
const FeedDate = ({ value }: { value: unknown }) => {
  const formatDate = useFormatDate();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value, 'dateTime')}</span>;
};

const Empty = () => {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.feeds.empty')}</Typography>;
};

/** The app bar on a page load (the page is declared barAfterData): once the first feeds are there, or the read failed. */
const BarAfterFeeds = () => {
  const { isPending } = useListContext();
  useReleaseBarWhen(!isPending);
  return null;
};

// Captions and texts are user content: rendered as React text nodes, never as HTML.
const captionOf = (feed: FeedRecord) => (feedKind(feed) === 'text' ? feedText(feed) : (feed.caption ?? ''));

/** /Data: the flagged feeds, a server-side page at a time, newest first, with a preview dialog. */
export const FlaggedFeedsPage = () => {
  const [previewed, setPreviewed] = useState<FeedRecord>();
  const [open, setOpen] = useState(false);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const onPreview = useCallback((feed: FeedRecord) => {
    setPreviewed(feed);
    setOpen(true);
  }, []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading titleKey="app.feeds.title" />
      <ListBase<FeedRecord>
        resource="feeds"
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        error={<ListLoadError />}
      >
        <RowsShown />
        <BarAfterFeeds />
        {/* The declared filters: a sidebar beside the table, a Filters button on phones. */}
        <WithFilters resource={feeds} small={small}>
          {small ? (
            <CompactFeedList
              captionOf={captionOf}
              flags={(feed) => <FlagTypes feed={feed} />}
              action={(feed) => <PreviewButton feed={feed} onPreview={onPreview} />}
              empty={<Empty />}
            />
          ) : (
            <DataTable<FeedRecord> bulkActionButtons={false} rowClick={false} empty={<Empty />} size="small">
              <Col
                label="app.feeds.columns.thumbnail"
                disableSort
                render={(feed) => <FeedThumbnail feed={feed} />}
              />
              <Col
                label="app.feeds.columns.caption"
                disableSort
                render={(feed) => (
                  <Typography variant="body2" sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {captionOf(feed)}
                  </Typography>
                )}
              />
              <Col
                label="app.feeds.columns.postedBy"
                disableSort
                render={(feed) => feed.user?.userName ?? ''}
              />
              <Col
                label="app.feeds.columns.flagType"
                disableSort
                render={(feed) => <FlagTypes feed={feed} />}
              />
              <Col
                label="app.feeds.columns.feedDate"
                disableSort
                render={(feed) => <FeedDate value={feed.createdAt} />}
              />
              <Col
                label="app.feeds.columns.action"
                disableSort
                render={(feed) => <PreviewButton feed={feed} onPreview={onPreview} />}
              />
            </DataTable>
          )}
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </WithFilters>
      </ListBase>
      <FeedPreviewDialog feed={previewed} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
};
