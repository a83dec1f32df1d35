import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/preload-screen.ts';
import { activateLocale, unprefixedLocale } from './i18n/i18n.ts';
import { splitLocalePath } from './i18n/locale-path.ts';
import './styles.css';

const { locale, rest } = splitLocalePath(window.location.pathname);
// the screen downloads while the language loads, not once the router has rendered
preloadScreen(rest);
void activateLocale(locale ?? unprefixedLocale()).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // a transition: React renders the app in slices of a few milliseconds and lets the browser in between,
  // instead of one task that blocks the phone for the whole first render (issue 28); the splash stays until it commits
  startTransition(() => root.render(<App />));
});
