import DownloadIcon from '@mui/icons-material/Download';
import { Box, Link, Typography } from '@mui/material';
import { type RaRecord, useRecordContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { downloadFileName, safeMediaUrl } from './media';

/** Empty texts callers may pass as `emptyText` (e.g. in an edit dialog without a stored file). */
export const NO_IMAGE_TEXT = 'app.widgets.image.none';
export const NO_VIDEO_TEXT = 'app.widgets.video.none';

export interface ImagePreviewProps {
  src: unknown;
  /** Message key for the image's text alternative. */
  alt?: string;
  /** File name without extension for the download; the extension comes from the image. */
  downloadName?: string;
  /** Show the "Download Image" link (default true). */
  download?: boolean;
  /** Largest displayed height in px; thumbnails in lists use a small one. */
  maxHeight?: number;
  /** Message key shown when there is no usable image; nothing is shown when omitted. */
  emptyText?: string;
}

/** A stored image with a Download Image link. Only http(s), blob: and data:image URLs are rendered. */
export const ImagePreview = ({
  src,
  alt = 'app.widgets.image.current',
  downloadName = 'image',
  download = true,
  maxHeight = 200,
  emptyText,
}: ImagePreviewProps) => {
  const translate = useTranslate();
  const url = safeMediaUrl(src, 'image');
  if (!url) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {translate(emptyText)}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Box
        component="img"
        src={url}
        alt={translate(alt)}
        loading="lazy"
        sx={{ maxWidth: '100%', maxHeight, objectFit: 'contain', borderRadius: 1 }}
      />
      {download && (
        // Same-origin, data: and blob: URLs download under this name; a cross-origin image opens in a new tab.
        <Link
          href={url}
          download={downloadFileName(url, downloadName)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {translate('app.widgets.image.download')}
        </Link>
      )}
    </Box>
  );
};

export interface ImagePreviewFieldProps extends Omit<ImagePreviewProps, 'src' | 'downloadName'> {
  source: string;
  /** Used by react-admin's list and show layouts for the column header. */
  label?: string;
  /** Base download name, or a function of the record (default `<source>-<id>`). */
  downloadName?: string | ((record: RaRecord) => string);
}

/** The record's stored image (e.g. couponImage, businessImage) as a react-admin field. */
export const ImagePreviewField = ({ source, downloadName, ...rest }: ImagePreviewFieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const base =
    typeof downloadName === 'function'
      ? downloadName(record)
      : (downloadName ?? `${source}-${String(record.id ?? '')}`);
  return <ImagePreview src={record[source]} downloadName={base} {...rest} />;
};

export interface VideoPreviewFieldProps {
  source: string;
  label?: string;
  /** Message key shown when there is no usable video; nothing when omitted. */
  emptyText?: string;
  maxHeight?: number;
}

/** The record's stored video with the browser's controls; metadata only is preloaded, no autoplay. */
export const VideoPreviewField = ({ source, label, emptyText, maxHeight = 200 }: VideoPreviewFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = safeMediaUrl(record?.[source], 'video');
  if (!url) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {translate(emptyText)}
      </Typography>
    ) : null;
  }
  return (
    <Box
      component="video"
      src={url}
      controls
      preload="metadata"
      aria-label={label ? translate(label) : undefined}
      sx={{ maxWidth: '100%', maxHeight, display: 'block' }}
    >
      {translate('app.widgets.video.unsupported')}
    </Box>
  );
};
