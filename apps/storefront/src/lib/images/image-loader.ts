'use client';

import { imageUrl } from './image-url';

/** next/image loader (next.config.ts `images.loaderFile`): the storefront's image URLs (image-url.ts). */
export default imageUrl;
