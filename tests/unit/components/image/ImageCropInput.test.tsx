import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CropServicesContext, ImageCropInput } from '../../../../src/components';
import { fakeCropServices } from '../fakes';
import { renderInForm } from '../render';

const COUPON_ACCEPT = ['.jpg', '.jpeg', '.png'];
const png = (bytes: number, name = 'photo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function setup(options: { record?: Record<string, unknown>; aspect?: number } = {}) {
  const fake = fakeCropServices({ naturalWidth: 800, naturalHeight: 600 });
  const onSubmit = vi.fn();
  renderInForm(
    <CropServicesContext.Provider value={fake.services}>
      <ImageCropInput
        source="image"
        label="resources.coupons.fields.image"
        aspect={options.aspect ?? 2}
        accept={COUPON_ACCEPT}
        existingSource="couponImage"
        downloadName="coupon"
      />
    </CropServicesContext.Provider>,
    { record: options.record ?? { id: 'c1', title: 'Deal' }, onSubmit },
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...fake, onSubmit, input };
}

const submittedImage = async (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]![0].image as unknown;
};

describe('ImageCropInput', () => {
  it('has a visible label tied to the file input and the accept list', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(input.id).not.toBe('');
    expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
  });

  it('refuses a file over 5,000,000 bytes with the spec message and clears the input', async () => {
    const { input, onSubmit } = setup();
    await userEvent.upload(input, png(5_000_001));
    expect(await screen.findByText('Max image size allowed is 5MB.')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(input.files?.length ?? 0).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await submittedImage(onSubmit)).toBeUndefined();
  });

  it('refuses a file of another type with a translated message', async () => {
    const { input } = setup();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose an image file (.jpg, .jpeg, .png).')).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('opens the crop step for a file of exactly the limit (5,000,000 bytes, as in ADD A COUPON), with a labelled zoom, Cancel and Done', async () => {
    const { input } = setup();
    await userEvent.upload(input, png(5_000_000));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    expect(dialog).toBeInTheDocument();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuemin', '1');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('puts the keyboard focus on the crop area (the arrow keys move the image there)', async () => {
    const { input } = setup();
    await userEvent.upload(input, png(1000));
    await screen.findByRole('dialog');
    const media = document.querySelector<HTMLImageElement>('.reactEasyCrop_Image')!;
    fireEvent.load(media);
    const area = await screen.findByRole('group', { name: 'Crop area: move the image with the arrow keys' });
    await waitFor(() => expect(area).toHaveFocus());
    expect(area).toHaveAttribute('tabindex', '0');
  });

  it('Cancel closes the crop step and leaves the value unchanged', async () => {
    const { input, onSubmit, drawImage } = setup();
    await userEvent.upload(input, png(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input.value).toBe('');
    expect(drawImage).not.toHaveBeenCalled();
    expect(await submittedImage(onSubmit)).toBeUndefined();
  });

  it('Done makes the value a 2:1 PNG File named croppedImage, previewed and submitted', async () => {
    const { input, onSubmit, drawImage, image } = setup();
    await userEvent.upload(input, png(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // happy-dom lays nothing out, so the cropper reports NaN: the default centred 2:1 crop is used.
    expect(drawImage).toHaveBeenCalledWith(image, 0, 100, 800, 400, 0, 0, 800, 400);
    expect(await screen.findByRole('img', { name: 'New image (saved with the form)' })).toBeInTheDocument();
    const value = await submittedImage(onSubmit);
    expect(value).toBeInstanceOf(File);
    expect((value as File).name).toBe('croppedImage');
    expect((value as File).type).toBe('image/png');
    expect(await (value as File).text()).toBe('800x400');
  });

  it('uses the 1:1 aspect for vendors', async () => {
    const { input, onSubmit, drawImage, image } = setup({ aspect: 1 });
    await userEvent.upload(input, png(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(drawImage).toHaveBeenCalledWith(image, 100, 0, 600, 600, 0, 0, 600, 600));
    expect(await ((await submittedImage(onSubmit)) as File).text()).toBe('600x600');
  });

  it('Discard new image puts the value back', async () => {
    const { input, onSubmit } = setup();
    await userEvent.upload(input, png(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard new image' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /New image/ })).not.toBeInTheDocument());
    expect(await submittedImage(onSubmit)).toBeUndefined();
  });

  it('tells the admin and keeps the value when cropping fails', async () => {
    const { input, onSubmit, services } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(services.loadImage).mockRejectedValueOnce(new Error('decode'));
    await userEvent.upload(input, png(1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('The image could not be cropped. Try another file.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    // The crop step stays open so the admin can retry or cancel.
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await submittedImage(onSubmit)).toBeUndefined();
  });

  it('previews the stored image with a Download Image link named after the record', () => {
    setup({ record: { id: 'c1', couponImage: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute('download', 'coupon.png');
  });
});
