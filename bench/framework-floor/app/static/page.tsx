import { FloorContent } from '../floor-content';

// The same page rendered once at build time and answered from Next.js's cache: what a bare
// static page costs the framework per request.
export default function StaticPage() {
  return <FloorContent />;
}
