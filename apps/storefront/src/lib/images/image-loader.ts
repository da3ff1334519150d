'use client';

import { imageUrl } from './image-url';

/**
 * next/image loader (next.config.ts `images.loaderFile`). The storefront renders its images with
 * ResponsiveImage; this stays so that a custom loader keeps Next.js's own optimizer
 * (`/_next/image`) off, and any next/image would still ask the same services (image-url.ts).
 */
export default imageUrl;
