import { Readable } from 'node:stream';
import { INestApplicationContext } from '@nestjs/common';
import { Asset, AssetService, ID, RequestContext } from '@vendure/core';
import { renderArt } from '../images/render';
import { ProductDef } from '@talat/demo-catalogue';

/** Draws and stores every product's pictures; returns asset ids per product slug. */
export async function seedProductAssets(
  app: INestApplicationContext,
  ctx: RequestContext,
  products: ProductDef[],
): Promise<Map<string, ID[]>> {
  const jobs = products.flatMap((p) => p.images.map((spec, i) => ({ slug: p.slug, name: `${p.slug}-${i + 1}.png`, spec })));
  // Rasterising is the slow part: a few at a time keep both cores busy.
  const pngs: Buffer[] = [];
  for (let i = 0; i < jobs.length; i += 4) {
    pngs.push(...(await Promise.all(jobs.slice(i, i + 4).map((j) => renderArt(j.spec)))));
  }
  const ids = new Map<string, ID[]>();
  for (const [i, job] of jobs.entries()) {
    const result = await app.get(AssetService).createFromFileStream(Readable.from(pngs[i]!), job.name, ctx);
    if (!(result instanceof Asset)) throw new Error(`seed: could not store ${job.name}: ${result.message}`);
    ids.set(job.slug, [...(ids.get(job.slug) ?? []), result.id]);
  }
  return ids;
}
