import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../../i18n/useTranslate';
import type { FeedRecord } from '.';
import { embeddableUrl, feedKind, feedText } from './feedMedia';

const TITLE_ID = 'feed-preview-title';

const FeedMedia = ({ feed, user }: { feed: FeedRecord; user?: string }) => {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const kind = feedKind(feed);
  if (kind === 'text') {
    return (
      <Typography data-user-content sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {feedText(feed)}
      </Typography>
    );
  }
  const src = embeddableUrl(kind === 'video' ? feed.url : feed.url || feed.thumbnail);
  if (!src) return <Typography color="text.secondary">{translate('app.feeds.no_media')}</Typography>;
  // The player or image stays (its own controls show the state); the admin also reads why.
  const failure = failed ? (
    <Typography role="alert" color="error" variant="body2">
      {translate('app.feeds.media_failed')}
    </Typography>
  ) : null;
  if (kind === 'video') {
    return (
      <>
        <Box
          component="video"
          controls
          preload="metadata"
          playsInline
          src={src}
          poster={embeddableUrl(feed.thumbnail)}
          sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black', display: 'block' }}
          onError={() => setFailed(true)}
        />
        {failure}
      </>
    );
  }
  return (
    <>
      <Box
        component="img"
        src={src}
        alt={user ? translate('app.feeds.image_alt', { user }) : translate('app.feeds.image_alt_anonymous')}
        sx={{ maxWidth: '100%', maxHeight: '60vh', display: 'block', mx: 'auto' }}
        onError={() => setFailed(true)}
      />
      {failure}
    </>
  );
};

/**
 * The spec's preview modal. It names no API for Revoke, Block for all post or Block User: like
 * the specified screen, each of them only closes the dialog.
 */
export const FeedPreviewDialog = ({
  feed,
  open,
  onClose,
}: {
  /** Kept after closing so the dialog does not empty itself during its closing transition. */
  feed: FeedRecord | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Whole sentences for an unknown author (no "by %{user}" with a filler word: case and gender vary).
  const user = feed?.user?.userName || undefined;
  const caption = feed && feedKind(feed) !== 'text' ? feed.caption : undefined;
  return (
    <Dialog
      open={open && Boolean(feed)}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={TITLE_ID}>
        {user
          ? translate('app.feeds.preview_title', { user })
          : translate('app.feeds.preview_title_anonymous')}
      </DialogTitle>
      <DialogContent dividers>
        {feed ? (
          <Stack spacing={2}>
            <FeedMedia key={String(feed.id)} feed={feed} user={user} />
            {caption ? (
              <Typography data-user-content sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {caption}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="warning">
          {translate('app.feeds.revoke')}
        </Button>
        <Button onClick={onClose} color="error">
          {translate('app.feeds.block_all')}
        </Button>
        <Button onClick={onClose} color="error">
          {translate('app.feeds.block_user')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {translate('app.feeds.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
