/**
 * A phone's photo of a signed match card, for every test of the photo path (Jest, Playwright and the
 * scripts): it carries what a stored photo must not, as a phone writes it: where it was taken (EXIF's GPS
 * latitude and longitude), the maker and model, and, when asked, an orientation.
 */
import sharp from 'sharp';

/** Sydney Olympic Park. */
const TAKEN_AT = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '33/1 50/1 50/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '151/1 4/1 10/1',
};

export function phonePhoto({ width = 1200, height = 900, format = 'jpeg', orientation } = {}) {
  const photo = sharp({ create: { width, height, channels: 3, background: '#f4f1e8' } }).withExif({
    IFD0: { Make: 'PhoneCo', Model: 'Camera 9' },
    IFD3: TAKEN_AT,
  });
  return (orientation === undefined ? photo : photo.withMetadata({ orientation }))
    .toFormat(format)
    .toBuffer();
}
