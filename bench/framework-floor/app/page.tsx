import { FloorContent } from './floor-content';

// Rendered per request, as the storefront's pages are.
export const dynamic = 'force-dynamic';

export default function Page() {
  return <FloorContent />;
}
