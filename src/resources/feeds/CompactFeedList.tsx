import NotesIcon from '@mui/icons-material/Notes';
import { Box, LinearProgress, ListItem, List as MuiList, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useFormatDate } from '../../i18n/format';
import { useTranslate } from '../../i18n/useTranslate';
import type { FeedRecord } from '.';
import { FeedThumbnail } from './FeedThumbnail';
import { feedKind } from './feedMedia';

/**
 * Phones: each flagged feed as a list item (thumbnail, caption, who and when, its flags and the
 * preview button) instead of the six-column table, so the page fits a 360 px screen.
 */
export const CompactFeedList = ({
  captionOf,
  flags,
  action,
  empty,
}: {
  captionOf: (feed: FeedRecord) => string;
  flags: (feed: FeedRecord) => ReactNode;
  action: (feed: FeedRecord) => ReactNode;
  empty: ReactNode;
}) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { data, isPending } = useListContext<FeedRecord>();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return (
    <MuiList dense disablePadding>
      {data.map((feed) => (
        <ListItem key={feed.id} divider alignItems="flex-start" secondaryAction={action(feed)} sx={{ pr: 8 }}>
          <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0, width: '100%' }}>
            <Box sx={{ flexShrink: 0, width: 64 }}>
              {/* A text feed's text is the caption beside it: an icon, not the text twice. */}
              {feedKind(feed) === 'text' ? (
                <NotesIcon color="disabled" sx={{ fontSize: 40, m: 1.5 }} />
              ) : (
                <FeedThumbnail feed={feed} />
              )}
            </Box>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography
                variant="body2"
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {captionOf(feed)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate('app.schema.labelled', { label: translate('app.feeds.columns.postedBy') })}{' '}
                {feed.user?.userName || translate('app.feeds.unknown_user')} ·{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(feed.createdAt, 'dateTime')}
                </Box>
              </Typography>
              <Box sx={{ mt: 0.5 }}>{flags(feed)}</Box>
            </Box>
          </Box>
        </ListItem>
      ))}
    </MuiList>
  );
};
