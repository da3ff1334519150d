import { Counter } from './counter';

// Rendered per request, as the storefront's pages are.
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A page with a heading, this paragraph and one client component: what Next.js and React cost before any shop code runs.</p>
      <Counter />
    </main>
  );
}
