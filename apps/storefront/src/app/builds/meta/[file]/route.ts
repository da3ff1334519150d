import { currentBuild } from '../../../../lib/app/build-info';

/** GET /builds/meta/{id}.json: what is known of a build this server runs; others are not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const build = currentBuild();
  if (file !== `${build.id}.json`) {
    return Response.json({ error: { code: 'NOT_FOUND', message: 'No such build.' } }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(build, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
}
