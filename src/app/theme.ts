import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme. Text colours meet WCAG AA (4.5:1) on white and on the
 * page's background: antd's secondary text (#8c8c8c, 3.4:1) and error red
 * (#ff4d4f, 3.3:1) do not, so both are darkened here, once for every page.
 * The same for the text of coloured tags (a preset colour's shade 7 on its
 * shade 1): green (3.4:1), gold (2.9:1) and cyan (3.5:1) take a darker shade,
 * under both names antd gives a shade (`green7`, `green-7`: the CSS variable
 * `--ant-green-7` is written from either). A status tag (`<Tag color="warning">`,
 * "success") writes its text in the status colour itself (#faad14 on #fffbe6,
 * 1.8:1; #52c41a on #f6ffed, 2.2:1): the Tag takes the same darker shades.
 * Warning text (`<Typography.Text type="warning">`) is gold7 too (6.8:1 on
 * white; antd's is 3:1).
 */
const TAG_TEXT = {
  green7: '#237804', // 5.5:1 on green1 (#f6ffed): "Active", "Ordered", "Shipped", eco-participation
  gold7: '#874d00', // 6.6:1 on gold1 (#fffbe6): "Invitation sent", awaiting confirmation
  cyan7: '#006d75', // 6:1 on cyan1 (#e6fffb): an accepted order
};
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorInfo: '#0b5cab',
    colorError: '#c9252d', // 5.3:1 on white
    colorErrorText: '#b3141c',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)', // #595959, 7:1
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorWarningText: TAG_TEXT.gold7,
    ...TAG_TEXT,
    'green-7': TAG_TEXT.green7,
    'gold-7': TAG_TEXT.gold7,
    'cyan-7': TAG_TEXT.cyan7,
    borderRadius: 8,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  components: {
    Tag: { colorWarning: TAG_TEXT.gold7, colorSuccess: TAG_TEXT.green7 },
  },
};

/**
 * The theme for users who asked their system for less motion: antd's dialogs,
 * drawers and menus open and close without zooming or sliding (WCAG 2.3.3).
 */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
