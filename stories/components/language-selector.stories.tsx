/**
 * The language selector of the header, for an anonymous visitor: the routes
 * carry the language prefix as in the app (one LocaleScope per language), so
 * choosing a language navigates, loads its catalogue and relabels the selector.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_COOKIE_NAME, LOCALE_INFO, LOCALES, type Locale } from '../../engine/index.ts';
import { LocaleScope } from '../../src/app/locale-scope.tsx';
import { AuthProvider } from '../../src/auth/auth-context.tsx';
import { clearSession } from '../../src/auth/session-store.ts';
import { LanguageSelector } from '../../src/components/language-selector.tsx';
import { readLocaleCookie } from '../../src/i18n/i18n.ts';
import { localeOf } from '../story-locale.ts';

/** The selector's accessible name (msgid "Language") in each catalogue. */
const LANGUAGE_LABEL: Record<Locale, string> = {
  fr: 'Langue',
  en: 'Language',
  de: 'Sprache',
  es: 'Idioma',
  nl: 'Taal',
  it: 'Lingua',
};


/** The app's routes in miniature: `/{locale}/…` under that language's LocaleScope, starting in the toolbar's language. */
const withLocaleRoutes: Decorator = (Story, { globals }) => {
  const locale = localeOf(globals);
  return (
    <AuthProvider>
      <MemoryRouter key={locale} initialEntries={[`/${locale}/`]}>
        <Routes>
          {LOCALES.map((code) => (
            <Route key={code} path={`/${code}/*`} element={<LocaleScope prefix={code} />}>
              <Route path="*" element={<Story />} />
            </Route>
          ))}
        </Routes>
      </MemoryRouter>
    </AuthProvider>
  );
};

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  decorators: [withLocaleRoutes],
  beforeEach: () => {
    // an anonymous visitor: no stored session, so no PUT /user on change
    clearSession();
    return () => {
      document.cookie = `${LOCALE_COOKIE_NAME}=; Max-Age=0; Path=/`;
    };
  },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the toolbar's language: labelled in that language, showing its own name. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('combobox', { name: LANGUAGE_LABEL[locale] });
    await expect(selector).toBeVisible();
    await expect(selector).toHaveDisplayValue(LOCALE_INFO[locale].label);
  },
};

/** The toolbar's global drives Lingui: the same selector in English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('combobox', { name: 'Language' });
    await expect(selector).toBeVisible();
    await expect(selector).toHaveDisplayValue('English');
    await expect(document.documentElement.lang).toBe('en');
  },
};

/** Choosing Deutsch: the six languages are offered, then German is loaded, shown, set on <html> and in the cookie. */
export const SwitchToGerman: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the six languages are offered, each in its own name', async () => {
      const selector = await canvas.findByRole('combobox', { name: 'Langue' });
      const offered = within(selector).getAllByRole('option').map((option) => option.textContent);
      await expect(offered).toEqual(LOCALES.map((code) => LOCALE_INFO[code].label));
    });

    await step('choose Deutsch', async () => {
      await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Langue' }), 'Deutsch');
      const selector = await canvas.findByRole('combobox', { name: 'Sprache' });
      await expect(selector).toBeVisible();
      await expect(selector).toHaveDisplayValue('Deutsch');
      await waitFor(() => expect(document.documentElement.lang).toBe('de'));
      await expect(readLocaleCookie()).toBe('de');
    });
  },
};
