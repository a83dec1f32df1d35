import { describe, expect, it } from 'vitest';
import { firstPageStyles, withFirstPageStyles } from '../../scripts/first-page-styles.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>Aquaterra Configurator</title>
    <style>.boot-splash{}</style>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
</html>`;

describe("antd's first-page styles in index.html", () => {
  it('go before the app\'s own stylesheet, which overrides them as when antd inserted them first in <head>', () => {
    const html = withFirstPageStyles(INDEX, '<style data-css-hash="x">.ant-btn{}</style>');
    expect(html.indexOf('data-css-hash="x"')).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf('data-css-hash="x"')).toBeLessThan(html.indexOf('index-a.css'));
  });

  it('need a page with a title to follow', () => {
    expect(() => withFirstPageStyles('<html><head></head></html>', '<style></style>')).toThrow(/no <\/title>/);
  });

  it('are extracted for production builds only (antd scopes its development styles under another class)', async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    await expect(firstPageStyles()).rejects.toThrow(/production builds only/);
  });
});
