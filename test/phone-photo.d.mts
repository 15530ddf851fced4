export function phonePhoto(options?: {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png';
  /** EXIF's orientation: 6 is "turn 90° clockwise to view". */
  orientation?: number;
}): Promise<Buffer>;
