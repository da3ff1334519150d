import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it knows the language for <html lang>).
// This one only exists so URLs outside a locale (an unknown /api path) get app/not-found.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
