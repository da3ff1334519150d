import { Counter } from '../counter';

// The same page as the floor's home, rendered once at build time and served from Next.js's
// cache: what a bare static page costs the framework per request.
export default function StaticPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A page with a heading, this paragraph and one client component: what Next.js and React cost before any shop code runs.</p>
      <Counter />
    </main>
  );
}
