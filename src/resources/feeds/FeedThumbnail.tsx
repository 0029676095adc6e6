import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import NotesIcon from '@mui/icons-material/Notes';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box } from '@mui/material';
import { useTranslate } from '../../i18n/useTranslate';
import type { FeedRecord } from '.';
import { feedKind, thumbnailUrl } from './feedMedia';

const SIZE = 64;

/** Video feeds show their thumbnail, text feeds a text sign, the others their image. */
export const FeedThumbnail = ({ feed }: { feed: FeedRecord }) => {
  const translate = useTranslate();
  const kind = feedKind(feed);
  // A text post's words are its Caption/Text cell already: here only a sign that it has no picture.
  if (kind === 'text') return <NotesIcon color="action" titleAccess={translate('app.feeds.text_only')} />;
  const src = thumbnailUrl(feed);
  const user = feed.user?.userName;
  if (!src) return <ImageNotSupportedIcon color="disabled" titleAccess={translate('app.feeds.no_media')} />;
  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE }}>
      <Box
        component="img"
        src={src}
        alt={
          user
            ? translate('app.feeds.thumbnail_alt', { user })
            : translate('app.feeds.thumbnail_alt_anonymous')
        }
        loading="lazy"
        width={SIZE}
        height={SIZE}
        sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
      {kind === 'video' ? (
        // A small badge in the corner: over the middle it hid the poster's subject (the demo's
        // initials placeholder, a face).
        <PlayCircleIcon
          aria-hidden
          sx={{
            position: 'absolute',
            right: 2,
            bottom: 2,
            fontSize: 20,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            borderRadius: '50%',
          }}
        />
      ) : null}
    </Box>
  );
};
