import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Typography,
} from '@mui/material';
import { type RefObject, useCallback, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslate } from '../../i18n/useTranslate';
import { useFullScreenDialog } from '../shared';

export interface CropDialogProps {
  src: string;
  aspect: number;
  busy: boolean;
  onCancel(): void;
  /** The crop in the image's natural pixels; undefined when the cropper never measured the image. */
  onDone(area: Area | undefined): void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/** The crop step: drag or arrow keys to move, slider or wheel to zoom, Cancel and Done. Lazy: it brings react-easy-crop. */
const CropDialog = ({ src, aspect, busy, onCancel, onDone }: CropDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const zoomLabelId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | undefined>(undefined);
  const cropArea = useRef<RefObject<HTMLDivElement | null> | null>(null);

  // Focus lands on the crop area, so the arrow keys work straight away. The area appears once
  // the image is measured, which may be before or after the dialog takes the focus on opening:
  // both moments try, whichever comes last wins.
  const focusCropArea = useCallback(() => {
    requestAnimationFrame(() => cropArea.current?.current?.focus());
  }, []);

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={busy ? undefined : onCancel}
      slotProps={{ transition: { onEntered: focusCropArea } }}
    >
      <DialogTitle id={titleId}>{translate('app.widgets.image.crop_title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          sx={{ position: 'relative', width: '100%', height: fullScreen ? '60vh' : 320, bgcolor: 'grey.900' }}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => {
              area.current = pixels;
            }}
            setCropperRef={(ref) => {
              cropArea.current = ref;
            }}
            onCropSizeChange={focusCropArea}
            cropperProps={{ role: 'group', 'aria-label': translate('app.widgets.image.crop_area') }}
          />
        </Box>
        <Box>
          <Typography id={zoomLabelId} variant="body2" gutterBottom>
            {translate('app.widgets.image.zoom')}
          </Typography>
          <Slider
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => setZoom(value as number)}
            aria-labelledby={zoomLabelId}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.widgets.image.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => onDone(area.current)}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.widgets.image.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default CropDialog;
