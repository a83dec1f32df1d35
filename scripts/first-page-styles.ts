/**
 * antd's styles of the first page (the login screen), generated at build time
 * and written into index.html instead of at mount in the browser (issue 28,
 * item 3). antd 6 writes each component's CSS from its design tokens the
 * first time the component renders (`useStyleRegister`: the style objects,
 * stylis, a hash, a `<style>` inserted): on the first page that was most of
 * the vendor chunk's long task. The CSS only names the theme's values through
 * CSS variables (`var(--ant-color-primary)`), and the class that scopes it is
 * a hash of antd's version and prefix, not of the theme: the same text for
 * every theme, user and language. So the build renders the first page's antd
 * components once in Node (react-dom/server, the app's theme) and takes what
 * they registered with `extractStyle`, which adds the list of paths done; in
 * the browser, antd finds each path in that list and its `<style>` in the
 * page and generates nothing. A component left out of firstPageElements()
 * is still styled, at mount as before (tests/e2e/first-load.e2e.ts fails then).
 * The theme's variables (`--ant-…`) are still written by the browser (they
 * follow the theme and the reduced-motion preference).
 */
import type { Plugin } from 'vite';

/**
 * What the first page draws with antd, each once: buttons (and their click wave), Space, the spinners of
 * the session check and of the route, the alerts of a failed sign-in or a completed registration.
 */
async function firstPageElements() {
  const { createElement: h } = await import('react');
  const { Alert, Button, Space, Spin } = await import('antd');
  return [h(Space, { key: 'space' }, h(Button, { type: 'primary' }, 'a'), h(Button, { type: 'link' }, 'b')), h(Spin, { key: 'spin' }), h(Alert, { key: 'alert', type: 'error', title: 'c', showIcon: true })];
}

/**
 * The `<style>` tags of the first page's antd components and the list of their paths, as antd's
 * server rendering writes them. Needs a production Node environment (NODE_ENV=production): antd scopes
 * its development styles under another class.
 */
export async function firstPageStyles(): Promise<string> {
  if (process.env.NODE_ENV !== 'production') throw new Error(`antd's first-page styles are extracted for production builds only (NODE_ENV is ${process.env.NODE_ENV})`);
  const { createElement: h } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { ConfigProvider } = await import('antd');
  // antd's own copy (its CommonJS build, which Node loads for both): another copy would not see what antd registered
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const { theme } = await import('../src/app/theme.ts');
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...(await firstPageElements()))));
  // component styles only: the theme's variables follow the theme (and the reduced-motion preference) in the browser
  const styles = extractStyle(cache, { types: ['style'] });
  if (!styles.includes('data-ant-cssinjs-cache-path') || !styles.includes('.ant-btn')) throw new Error(`antd's server rendering registered no style:\n${styles.slice(0, 500)}`);
  return styles;
}

/** Where the styles go: after the title, before the app's own stylesheet, so that it still overrides them as when antd inserted them first in <head>. */
export function withFirstPageStyles(html: string, styles: string): string {
  const at = html.indexOf('</title>');
  if (at < 0) throw new Error('index.html has no </title> to put antd\'s styles after');
  const end = at + '</title>'.length;
  return `${html.slice(0, end)}\n    ${styles}${html.slice(end)}`;
}

/** The build writes the first page's antd styles into index.html (the dev server and Storybook generate them at mount). */
export function firstPageStylesPlugin(): Plugin {
  let production = false;
  let styles: Promise<string> | null = null;
  return {
    name: 'first-page-antd-styles',
    apply: 'build',
    configResolved: (config) => {
      production = config.isProduction;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, context) => {
        if (!production || context.path !== '/index.html') return html;
        styles ??= firstPageStyles();
        return withFirstPageStyles(html, await styles);
      },
    },
  };
}
