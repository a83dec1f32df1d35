/** The language chosen in Storybook's toolbar (French by default). */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../engine/index.ts';

export const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE);
