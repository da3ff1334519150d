import { cmsMethods } from '@/lib/api/cms-methods';
import { handleApiRequest } from '@/lib/api/handle-api';
import { getStories, getStory } from '@/lib/content/content.server';

// Storefront API for client components (packages/sdk): `/api/cms/{method}`.
type Context = { params: Promise<{ method: string }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  return handleApiRequest(request, method, cmsMethods({ getStory, getStories }));
}

export { handle as GET, handle as POST };
