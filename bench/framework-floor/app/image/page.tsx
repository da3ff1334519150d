import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { preload } from 'react-dom';
import { FloorContent } from '../floor-content';

// The floor with the shop's LCP image (issue 30): the product page's priority image, copied from
// the running shop by bench/support/framework-floor.mjs (copyHeroImage) with the same candidates,
// sizes, dimensions and priority, so that a page's LCP can be set beside what the framework
// needs to paint the same image. Rendered per request: the image is copied after the build.
export const dynamic = 'force-dynamic';

interface Hero {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

async function hero(): Promise<Hero | null> {
  try {
    return JSON.parse(await readFile(join(process.cwd(), 'public', 'hero', 'hero.json'), 'utf8')) as Hero;
  } catch {
    return null;
  }
}

export default async function ImagePage() {
  const image = await hero();
  if (!image) return <p>No image has been copied from the shop (copyHeroImage).</p>;
  preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  return (
    <>
      {/* The shop's own markup (a plain img with its srcset), not next/image. */}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
        decoding="sync"
        style={{ display: 'block', width: '100%', maxWidth: '40rem', height: 'auto' }}
      />
      <FloorContent />
    </>
  );
}
