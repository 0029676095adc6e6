import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ImagePreview,
  ImagePreviewField,
  NO_IMAGE_TEXT,
  NO_VIDEO_TEXT,
  VideoPreviewField,
} from '../../../../src/components';
import { renderWithRecord } from '../render';

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

describe('ImagePreviewField', () => {
  it('shows the stored image with a Download Image link named after the record', () => {
    renderWithRecord(
      <ImagePreviewField source="businessImage" />,
      { id: 's9', businessImage: SVG },
      'stores',
    );
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', SVG);
    const link = screen.getByRole('link', { name: 'Download Image' });
    expect(link).toHaveAttribute('href', SVG);
    expect(link).toHaveAttribute('download', 'businessImage-s9.svg');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a download name function and can hide the link (list thumbnails)', () => {
    renderWithRecord(
      <>
        <ImagePreviewField source="couponImage" downloadName={(record) => `coupon-${record.title}`} />
        <ImagePreviewField source="couponImage" download={false} maxHeight={40} />
      </>,
      { id: 'c1', title: 'Pizza', couponImage: 'https://img.test/a/b.jpeg' },
      'coupons',
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'download',
      'coupon-Pizza.jpeg',
    );
  });

  it('renders nothing (or the empty text) for a missing or unsafe URL', () => {
    const { container } = renderWithRecord(
      <>
        <ImagePreviewField source="couponImage" />
        <ImagePreview src="javascript:alert(1)" emptyText={NO_IMAGE_TEXT} />
      </>,
      { id: 'c2', couponImage: 'javascript:alert(1)' },
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});

describe('VideoPreviewField', () => {
  it('plays the stored video with controls, metadata preload and no autoplay', () => {
    renderWithRecord(
      <VideoPreviewField source="couponVideo" label="app.widgets.video.none" />,
      { id: 'c1', couponVideo: 'http://api.test/v1/media/a.mp4' },
      'coupons',
    );
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', 'http://api.test/v1/media/a.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('shows the empty text for no or unsafe video', () => {
    renderWithRecord(<VideoPreviewField source="couponVideo" emptyText={NO_VIDEO_TEXT} />, {
      id: 'c1',
      couponVideo: 'data:text/html,x',
    });
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText('No video')).toBeInTheDocument();
  });
});
