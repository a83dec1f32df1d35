/**
 * Every story in one of the six languages (toolbar "Language", French by
 * default): the loader loads and activates the Lingui catalogue through the
 * app's own i18n module, and the decorator wraps the story in the providers of
 * src/app/app.tsx and src/app/locale-scope.tsx (Lingui, antd's theme and
 * locale, the host of the toasts of src/lib/toast.ts, and the API's query
 * cache, emptied before each story).
 */
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { ConfigProvider } from 'antd';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../engine/index.ts';
import { queryClient } from '../src/api/queries.ts';
import { stillTheme, theme } from '../src/app/theme.ts';
import { namedIcons } from '../src/app/locale-scope.tsx';
import { screenIcons } from '../src/app/screen-icons.tsx';
import { antdLocale } from '../src/i18n/antd-locales.ts';
import { activateLocale, i18n, loadCatalogue } from '../src/i18n/i18n.ts';
import { ToastHost } from '../src/lib/toast-host.tsx';
import { localeOf } from '../stories/story-locale.ts';
import '../src/styles.css';

/**
 * Under Vitest (`npm run test:stories`): no motion and no click wave, so that
 * nothing still animates, and updates React, once a story's test has ended.
 */
const UNDER_TEST = import.meta.env.MODE === 'test';
const storyTheme = UNDER_TEST ? stillTheme : theme;
const storyWave = UNDER_TEST ? { disabled: true } : undefined;

/**
 * Loads and activates the catalogues before each render of a story (Storybook reruns loaders when the toolbar
 * changes): the catalogues of the screens that have their own too, which the app loads with their routes
 * (src/app/route-table.ts) and their stories render without them.
 */
const activateStoryLocale: Loader = async ({ globals }) => {
  queryClient.clear(); // each story starts with an empty cache: what it stubs is what it reads
  await Promise.all([loadCatalogue('studio'), loadCatalogue('admin'), loadCatalogue('projects')]);
  await activateLocale(localeOf(globals));
};

const withAppProviders: Decorator = (Story, { globals }) => {
  const locale = localeOf(globals);
  return (
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={storyTheme} wave={storyWave}>
        {/* as in app.tsx: the toasts beside the language scope, not inside it */}
        <ToastHost />
        <ConfigProvider locale={antdLocale(locale)} {...namedIcons()} {...screenIcons()}>
          <QueryClientProvider client={queryClient}>
            <Story />
          </QueryClientProvider>
        </ConfigProvider>
      </ConfigProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((code) => ({ value: code, title: LOCALE_INFO[code].label, right: code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [activateStoryLocale],
  decorators: [withAppProviders],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
