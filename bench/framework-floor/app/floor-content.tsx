import { Counter } from './counter';

/** The floor's one page: a heading, a paragraph and one client component. */
export function FloorContent() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A page with a heading, this paragraph and one client component: what Next.js and React cost before any shop code runs.</p>
      <Counter />
    </main>
  );
}
