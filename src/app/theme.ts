import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme. Text colours meet WCAG AA (4.5:1) on white and on the
 * page's background: antd's secondary text (#8c8c8c, 3.4:1) and error red
 * (#ff4d4f, 3.3:1) do not, so both are darkened here, once for every page.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorInfo: '#0b5cab',
    colorError: '#c9252d', // 5.3:1 on white
    colorErrorText: '#b3141c',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)', // #595959, 7:1
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
};
