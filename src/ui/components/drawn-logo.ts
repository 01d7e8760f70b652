// A shop's logo as the server takes it (spec 1 §5 Images, src/contracts/shop-core-info.struct.ts): the chosen
// picture drawn whole and centred onto the logo's square canvas, as a PNG data URL. The core-info wizard and the
// admin module's brand editor both send it.
import { LOGO_SIZE } from '../../contracts/shop-core-info.struct';

export async function drawnLogo(file: File): Promise<string> {
  const image = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = LOGO_SIZE;
  canvas.height = LOGO_SIZE;
  const scale = Math.min(LOGO_SIZE / image.width, LOGO_SIZE / image.height);
  const [w, h] = [image.width * scale, image.height * scale];
  canvas.getContext('2d')?.drawImage(image, (LOGO_SIZE - w) / 2, (LOGO_SIZE - h) / 2, w, h);
  return canvas.toDataURL('image/png');
}
