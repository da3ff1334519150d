import sharp from 'sharp';
import { ArtSpec, artSvg } from '@talat/demo-catalogue';

/** Rasterises a drawn picture to PNG. */
export async function renderArt(spec: ArtSpec, size = 800): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec, size)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
