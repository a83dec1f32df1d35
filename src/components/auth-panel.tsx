/** The panel of the signed-out pages (sign in, forgotten password, registration), its title the page's h1. */
import type { ReactNode } from 'react';

export function AuthPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
