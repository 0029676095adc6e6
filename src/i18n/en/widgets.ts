// Messages for the 'widgets' area, locale 'en'. See README "Translating".
export default {
  app: {
    widgets: {
      loading: 'Loading…',
      phone: {
        required: 'Please fill the contact number',
        invalid: 'Enter a valid phone number',
        country: 'Phone number country',
        number: 'Phone number',
        international: 'International',
      },
      image: {
        too_large: 'Max image size allowed is 5MB.',
        wrong_type: 'Choose an image file (%{types}).',
        crop_title: 'Crop the image',
        crop_area: 'Crop area: move the image with the arrow keys',
        zoom: 'Zoom',
        cancel: 'Cancel',
        done: 'Done',
        crop_failed: 'The image could not be cropped. Try another file.',
        download: 'Download Image',
        current: 'Current image',
        new_image: 'New image (saved with the form)',
        discard: 'Discard new image',
        none: 'No image',
      },
      video: {
        none: 'No video',
        unsupported: 'This browser cannot play the video.',
      },
      referral: {
        copied: 'Link copied to clipboard',
        copy_failed: 'The link could not be copied. Copy it by hand: %{link}',
        copy_hint: 'Copy the registration link',
      },
      qr: {
        show: 'Show QR code',
        title: 'QR code',
        image: 'QR code of %{link}',
        download: 'Download PNG',
        close: 'Close',
      },
      description: {
        generate: 'Generate Description with AI',
        generating: 'Generating the description…',
        failed: 'The description could not be generated; the field is unchanged.',
      },
      address: {
        label: 'Business Address',
        no_options: 'No matching address',
        searching: 'Searching addresses…',
      },
      business_type: 'Business Type',
    },
  },
};
