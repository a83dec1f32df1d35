import deDE from 'antd/locale/de_DE';
import enGB from 'antd/locale/en_GB';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import itIT from 'antd/locale/it_IT';
import nlNL from 'antd/locale/nl_NL';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../engine/index.ts';

/** antd ships its own texts (pagination, pickers, empty states) in each language. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { fr: frFR, en: enGB, de: deDE, es: esES, nl: nlNL, it: itIT };
