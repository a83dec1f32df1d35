import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { activateLocale, unprefixedLocale } from './i18n/i18n.ts';
import { splitLocalePath } from './i18n/locale-path.ts';
import './styles.css';

const { locale } = splitLocalePath(window.location.pathname);
void activateLocale(locale ?? unprefixedLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
