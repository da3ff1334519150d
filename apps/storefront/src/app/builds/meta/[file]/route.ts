import { contextFromRequest, errorResponse } from '@/lib/api/handle-api';
import { currentBuild } from '@/lib/app/build-info';

/** GET /builds/meta/{id}.json: what is known of a build this server runs; others are not found. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const build = currentBuild();
  if (file !== `${build.id}.json`) {
    return errorResponse(404, 'NOT_FOUND', 'notFound', contextFromRequest(request, {}).locale);
  }
  return Response.json(build, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
}
