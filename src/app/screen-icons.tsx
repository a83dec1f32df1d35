/**
 * The icons of the controls that only the screens of the signed-in layout
 * have (a search box, a date picker's calendar, the tabs' overflow), named in
 * the page's language or hidden from assistive technology as namedIcons
 * (locale-scope.tsx) does for the others. Given by that layout, so that they
 * load with it and not with the login page, whose JavaScript has a budget
 * (issue 28, `npm run bench:web`); the builder has none of these controls.
 */
import { CalendarOutlined, CloseCircleFilled, EllipsisOutlined, SearchOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';

export function screenIcons() {
  return {
    inputSearch: { searchIcon: <SearchOutlined aria-label={i18n._(msg`Search`)} /> },
    datePicker: { clearIcon: <CloseCircleFilled aria-label={i18n._(msg`Clear`)} />, suffixIcon: <CalendarOutlined aria-hidden /> },
    tabs: { moreIcon: <EllipsisOutlined aria-label={i18n._(msg`More tabs`)} /> },
  };
}

export function ScreenIcons({ children }: { children: ReactNode }) {
  useLingui(); // named again when the language changes
  return <ConfigProvider {...screenIcons()}>{children}</ConfigProvider>;
}
