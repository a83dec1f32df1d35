/**
 * bench:studio's second part (issue 27, item 7): the large family
 * (scripts/large-family.ts, about 5,000 lines) pasted over the blind in the
 * studio's editor, typed into, and shown in every tab. For each edit, the
 * time from the input to the frame that shows it, the longest task of the
 * page's thread around it (what the next key would wait behind), against
 * 200 ms:
 * - the paste: to the editor's frame, to the preview showing the new step,
 *   to the problems checked;
 * - 20 keys changing a digit of a unit price in the editor: to the next
 *   frame (Event Timing), and to the preview showing the line's new amount;
 * - each tab (price lines, translations, test cases, versions, file): from
 *   the click to its content shown; rows in the page for the price lines
 *   and the translations;
 * - 10 keys in the price grid's first unit price and in the translation
 *   grid's first text: to the next frame;
 * - the draft saved, then the versions tab's difference with it.
 * Any step that has not answered within 90 s ends this part (the tab hung).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed-data.ts';
import { median } from '../bench-browser.ts';
import { largeFamilyYaml } from '../large-family.ts';
import { installObservers, type BenchEntry } from './in-page.ts';

export const EDIT_TARGET_MS = 200;
const KEYS = 20;
const GRID_KEYS = 10;
const HUNG_MS = 90_000;
const PRICE_CODE = 'BLI-APRON-PVC';

const ms = (value: number) => `${Math.round(value)} ms`;

/** `step` or, past 90 s, an error saying the page did not answer. */
async function within<T>(what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${HUNG_MS / 1000} s (the tab hung)`)), HUNG_MS);
  });
  try {
    return await Promise.race([step, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** The line of `code`'s unit price in `text` (1-based). */
function unitPriceLine(text: string, code: string): number {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.trim() === `- code: ${code}`);
  const price = lines.findIndex((line, index) => index > at && /^\s+unitPrice: \d+\.\d\d$/.test(line));
  if (at < 0 || price < 0) throw new Error(`no unit price for ${code}`);
  return price + 1;
}

/** The worst input (Event Timing) and the longest task that started in [from, to). */
async function worstBetween(page: Page, from: number, to: number): Promise<{ input: number; task: number }> {
  const { events, tasks } = await page.evaluate(() => window.bench);
  const inRange = (entries: BenchEntry[]) => entries.filter((entry) => entry.start >= from && entry.start < to).map((entry) => entry.duration);
  // an input not listed took under 16 ms (Event Timing's smallest threshold)
  return { input: Math.max(16, ...inRange(events)), task: Math.max(0, ...inRange(tasks)) };
}

async function openBlind(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/en/`);
  await page.locator('#identifier').fill('demo.staff');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#accept_terms').check();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !/^\/([a-z]{2}\/?)?$/.test(url.pathname));
  await page.goto(`${baseUrl}/en/catalogue`);
  await page.locator('tr', { hasText: 'Automatic slatted cover' }).getByRole('button').first().click();
  await page.locator('.cm-content').waitFor();
  await page.locator('.studio-problems[aria-busy="false"] [data-testid="studio-problem-ms"]').waitFor();
}

/** Pastes `text` over the editor's: to its frame, to the preview's new step, to the problems checked. */
async function paste(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  return within(
    'paste',
    page.evaluate(async (pasted) => {
      const content = document.querySelector<HTMLElement>('.cm-content')!;
      const from = performance.now();
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      const editor = await window.bench.shown(() => true, from);
      const preview = window.bench.shown(() => document.querySelector('.studio-preview')?.textContent?.includes('Accessories') ?? false, from);
      let busy = false;
      const checked = window.bench.shown(() => {
        const state = document.querySelector('.studio-problems')?.getAttribute('aria-busy');
        busy ||= state === 'true';
        return busy && state === 'false';
      }, from);
      return { from, editor, preview: await preview, checked: await checked, to: performance.now() };
    }, text),
  );
}

/** Puts the cursor after the units digit of `code`'s unit price ("95|.00") through the editor's "go to line". */
async function cursorOnPrice(page: Page, text: string, code: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Alt+g');
  const line = page.locator('.cm-panel input[name="line"]');
  await line.fill(String(unitPriceLine(text, code)));
  await line.press('Enter');
  await page.keyboard.press('End');
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowLeft');
}

/** Replaces the digit before the editor's cursor: to the next frame, to the preview showing `code`'s new amount, the longest task meanwhile. */
async function editorKey(page: Page, digit: string, code: string) {
  await page.keyboard.press('Shift+ArrowLeft');
  const from = await page.evaluate(() => performance.now());
  await page.keyboard.type(digit);
  const preview = await within(
    'a key in the editor',
    page.evaluate(
      ({ code, from }) => {
        const row = () => [...document.querySelectorAll('.studio-preview tr')].find((tr) => tr.textContent?.includes(code))?.textContent ?? '';
        const before = window.benchRow ?? row();
        return window.bench.shown(() => {
          const now = row();
          if (now === before) return false;
          window.benchRow = now;
          return true;
        }, from, 10_000);
      },
      { code, from },
    ),
  );
  await page.waitForTimeout(250);
  const worst = await worstBetween(page, from, from + preview + 250);
  return { preview, ...worst };
}

declare global {
  interface Window {
    benchRow?: string;
  }
}

/** `shows`: the tab's content, its figure; `header` (the grids): the tab's header and the table's head, shown first. */
const TABS: readonly { key: string; shows: string; header?: string }[] = [
  { key: 'prices', shows: '[data-testid="price-line-grid-pricing"] tr.grid-table-row', header: '[data-testid="price-line-grid-pricing"] thead th' },
  { key: 'translations', shows: '[data-testid="translation-grid"] tr.grid-table-row', header: '[data-testid="translation-grid"] thead th' },
  { key: 'cases', shows: '[data-testid^="test-case-"]' },
  { key: 'versions', shows: '.studio-versions' },
  { key: 'file', shows: '.cm-content' },
];

/**
 * With BENCH_STUDIO_PROFILE=folder, the page's CPU profile of `step` is written there as `name`.cpuprofile
 * (the build's hidden source maps name its functions): where a slow figure's time goes. With BENCH_STUDIO_TRACE=folder,
 * the browser's performance trace of it (`name`.trace.json, as the DevTools' Performance panel opens it): the
 * browser's own work (style, layout, paint) that a CPU profile shows only as "(program)".
 */
async function profiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  const traces = process.env.BENCH_STUDIO_TRACE;
  const browser = page.context().browser();
  if (traces && browser) {
    fs.mkdirSync(traces, { recursive: true });
    await browser.startTracing(page, { path: path.join(traces, `${name}.trace.json`), categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    try {
      return await cpuProfiled(page, name, step);
    } finally {
      await browser.stopTracing();
    }
  }
  return cpuProfiled(page, name, step);
}

async function cpuProfiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_STUDIO_PROFILE;
  if (!folder) return step();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  try {
    return await step();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}

/** Clicks a tab: to its content shown, the longest task meanwhile (with BENCH_STUDIO_SHOTS=folder, a screenshot of it there as tab-`key`.png). */
async function showTab(page: Page, key: string, shows: string, header?: string) {
  const shown = await profiled(page, `tab-${key}`, () => clickTab(page, key, shows, header));
  const folder = process.env.BENCH_STUDIO_SHOTS;
  if (folder) {
    fs.mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `tab-${key}.png`) });
  }
  return shown;
}

async function clickTab(page: Page, key: string, shows: string, header?: string) {
  const from = await page.evaluate(() => performance.now());
  await page.getByTestId(`studio-tab-${key}`).click({ timeout: HUNG_MS });
  const visible = (selector: string) =>
    page.evaluate(({ selector, from }) => window.bench.shown(() => [...document.querySelectorAll<HTMLElement>(selector)].some((element) => element.checkVisibility()), from), { selector, from });
  const [shown, headerShown] = await within(`the ${key} tab`, Promise.all([visible(shows), header ? visible(header) : Promise.resolve(null)]));
  await page.waitForTimeout(250);
  return { shown, headerShown, ...(await worstBetween(page, from, from + shown + 250)) };
}

/**
 * Types `count` digits in the input named `label`, each a valid edit the grid hands on: at the end of a text, or
 * (`replace`) over the whole of an amount ("94.001" would be refused and cost nothing); each key to its next
 * frame, the longest task around.
 */
async function typeInto(page: Page, label: string, count: number, replace = false) {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.click();
  await page.keyboard.press('End');
  const keys: { input: number; task: number }[] = [];
  for (let k = 0; k < count; k++) {
    if (replace) await page.keyboard.press('Control+a');
    const from = await page.evaluate(() => performance.now());
    await within(`a key in ${label}`, page.keyboard.type(String((k % 9) + 1)));
    await page.waitForTimeout(250);
    keys.push(await worstBetween(page, from, from + 250));
  }
  return keys;
}

const rowsIn = (page: Page, selector: string) => page.locator(selector).count();

export async function benchLargeFamily(browser: Browser, baseUrl: string): Promise<{ report: string[]; pass: boolean }> {
  const bands = Number(process.env.BENCH_STUDIO_BANDS ?? 0);
  const text = largeFamilyYaml(bands);
  const lineCount = text.split('\n').length;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const banded = bands > 0 ? `, BLI-APRON-PC priced by ${bands} bands` : '';
  const report: string[] = [`catalogue studio, the large family (${lineCount} lines, ${Math.round(text.length / 1000)} kB: scripts/large-family.ts${banded}) pasted over the blind, Chromium 1440 px, English`];
  const figures: number[] = [];
  const keep = (value: number) => (figures.push(value), ms(value));
  try {
    await page.addInitScript(installObservers);
    await openBlind(page, baseUrl);

    const pasted = await profiled(page, 'paste', () => paste(page, text));
    const pasteWorst = await worstBetween(page, pasted.from, pasted.to);
    report.push(
      `  paste: the editor shows it ${keep(pasted.editor)}, the preview ${ms(pasted.preview)}, problems checked ${ms(pasted.checked)}; longest task ${keep(pasteWorst.task)}`,
    );

    // on a loaded machine the pasted family's preview may be made again after a preset was chosen (back at its
    // first step, no price): chosen again until the price line is still there a second later
    const preview = page.locator('.studio-preview');
    for (let attempt = 1; ; attempt++) {
      await preview.locator('.family-preview-presets').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
      await preview.locator('tr', { hasText: PRICE_CODE }).waitFor();
      await page.waitForTimeout(1_000);
      if ((await preview.locator('tr', { hasText: PRICE_CODE }).count()) > 0 || attempt === 3) break;
    }
    await cursorOnPrice(page, text, PRICE_CODE);
    const keys: Awaited<ReturnType<typeof editorKey>>[] = [];
    const worstOf = (values: number[]) => keep(Math.max(...values));
    try {
      await profiled(page, 'editor-keys', async () => {
        for (let k = 0; k < KEYS; k++) keys.push(await editorKey(page, String((k % 8) + 1), PRICE_CODE));
      });
      report.push(
        `  ${KEYS} keys in the editor (a digit of ${PRICE_CODE}'s unit price): to the next frame median ${ms(median(keys.map((key) => key.input)))}, worst ${worstOf(keys.map((key) => key.input))};` +
          ` to the preview showing it median ${ms(median(keys.map((key) => key.preview)))}, worst ${worstOf(keys.map((key) => key.preview))}; longest task ${worstOf(keys.map((key) => key.task))}`,
      );
    } catch (error) {
      // on a loaded machine the preview is sometimes made again (back at its first step, no price line to follow):
      // the figure is lost, not the tabs' that follow
      report.push(`  ${KEYS} keys in the editor: stopped after ${keys.length} (${(error as Error).message.split('\n')[0]})`);
      figures.push(Number.POSITIVE_INFINITY);
      await page.keyboard.press('Escape');
    }

    for (const { key, shows, header } of TABS) {
      const tab = await showTab(page, key, shows, header);
      const rows =
        key === 'prices'
          ? `, ${await rowsIn(page, '[data-testid="price-line-grid-pricing"] tr.grid-table-row')} lines' rows in the page for 495 lines`
          : key === 'translations'
            ? `, ${await rowsIn(page, '[data-testid="translation-grid"] tr.grid-table-row')} rows in the page`
            : '';
      // the grids show their header first: its time is told, the figure held to 200 ms stays the rows'
      const head = tab.headerShown === null ? '' : `header shown ${ms(tab.headerShown)}, rows `;
      report.push(`  tab ${key}: ${head}shown ${keep(tab.shown)}, longest task ${keep(tab.task)}${rows}`);
      if (key === 'prices') {
        const typed = await profiled(page, 'keys-prices', () => typeInto(page, `Unit price of ${PRICE_CODE}`, GRID_KEYS, true));
        report.push(
          `    ${GRID_KEYS} keys in ${PRICE_CODE}'s unit price (each a new price): to the next frame median ${ms(median(typed.map((k) => k.input)))}, worst ${worstOf(typed.map((k) => k.input))}; longest task ${worstOf(typed.map((k) => k.task))}`,
        );
      }
      if (key === 'translations') {
        const typed = await profiled(page, 'keys-translations', () => typeInto(page, 'Family blind › title (French)', GRID_KEYS));
        report.push(
          `    ${GRID_KEYS} keys in the family's French title: to the next frame median ${ms(median(typed.map((k) => k.input)))}, worst ${worstOf(typed.map((k) => k.input))}; longest task ${worstOf(typed.map((k) => k.task))}`,
        );
      }
    }

    const savedFrom = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Save the draft' }).click();
    await within('saving the draft', page.getByText('Draft saved, not published').waitFor({ timeout: HUNG_MS }));
    const saved = (await page.evaluate(() => performance.now())) - savedFrom;
    const versions = await showTab(page, 'versions', '[data-testid="studio-diff"]');
    report.push(`  draft saved in ${ms(saved)} (the server's); its difference with the version in force shown ${ms(versions.shown)} after the click, longest task ${keep(versions.task)}`);
  } catch (error) {
    report.push(`  stopped: ${(error as Error).message.split('\n')[0]}`);
    await page.screenshot({ path: '/tmp/bench-studio-stopped.png', timeout: 10_000 }).then(
      () => report.push('  (the page then: /tmp/bench-studio-stopped.png)'),
      () => report.push('  (the page did not answer a screenshot either)'),
    );
    figures.push(Number.POSITIVE_INFINITY);
  } finally {
    await page.close();
  }
  const worst = Math.max(...figures);
  report.push(`  worst of the figures above held to ${EDIT_TARGET_MS} ms: ${ms(worst)}  ${worst <= EDIT_TARGET_MS ? 'PASS' : 'MISS'}`);
  return { report, pass: worst <= EDIT_TARGET_MS };
}
