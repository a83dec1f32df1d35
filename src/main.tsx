import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/preload-screen.ts';
import { activateLocale, unprefixedLocale } from './i18n/i18n.ts';
import { splitLocalePath } from './i18n/locale-path.ts';
import './styles.css';

const { locale, rest } = splitLocalePath(window.location.pathname);
const container = document.getElementById('root')!;
// the landing page came drawn (scripts/landing-pages.ts): the app's first commit replaces it with the same page, so it
// waits for the login screen's module too, lest that commit be a spinner (the page's inline script carries over what
// the visitor did on the drawn page)
const drawn = container.querySelector('[data-landing]') !== null;
// the screen downloads while the language loads, not once the router has rendered
const screen = preloadScreen(rest);
void Promise.all([activateLocale(locale ?? unprefixedLocale()), drawn ? screen : null]).then(() => {
  const root = createRoot(container);
  // a transition: React renders the app in slices of a few milliseconds and lets the browser in between,
  // instead of one task that blocks the phone for the whole first render (issue 28); the splash stays until it commits
  startTransition(() => root.render(<App />));
});
