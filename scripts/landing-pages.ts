/**
 * The landing page of each language already drawn in its HTML (issue 28,
 * largest contentful paint): the build renders the app's login screen in
 * Node for every language (src/app/landing-prerender.tsx, loaded through a
 * Vite server so that the Lingui macros and catalogues compile as in the
 * app) and writes `landing/{locale}.html`: index.html with the language's
 * `lang` and title, antd's theme variables for the drawn components, and the
 * drawn page inside `#root`. The server sends it for `/`, `/fr`, `/de`…
 * (server/http/landing-pages.ts); the app then renders the same page over it. Before the scripts run, a small inline script
 * (its hash in the server's Content-Security-Policy) shows the splash instead
 * when a session is stored (the app will go on to the home page, not show
 * this one), holds a submit of the drawn form until the app takes it, and
 * preloads and starts the app after the page's first frame (landingScript).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LOCALE_COOKIE_DAYS, LOCALE_COOKIE_NAME, LOCALE_INFO, LOCALES, type Locale } from '../engine/index.ts';
import type * as LandingPrerenderModule from '../src/app/landing-prerender.tsx';
import type { LandingMarkup } from '../src/app/landing-prerender.tsx';
import { TOKEN_KEY } from '../src/auth/session-store.ts';

type LandingPrerender = typeof LandingPrerenderModule;

export type { LandingMarkup } from '../src/app/landing-prerender.tsx';

/** The attribute of the drawn page's wrapper (`display: contents`: no box of its own, the layout is the app's). */
export const LANDING_ATTRIBUTE = 'data-landing';
/** Set on the drawn form when it was submitted before the app took over. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set on the drawn page's wrapper: the id of the field last focused. */
export const FOCUSED_ATTRIBUTE = 'data-focused';
/** Set on the drawn page's wrapper: the index of the last of its buttons clicked (other than the submit) before the app took over. */
export const CLICKED_ATTRIBUTE = 'data-clicked';

/**
 * Runs before the first paint: a stored session shows the splash (the app goes on to the home page), a
 * submit of the drawn form waits for the app (the form has no handler yet: the browser would reload the page),
 * a click on one of its other buttons and the field last focused are noted, a language chosen opens that
 * language's page at once (with the cookie the app's selector writes), and when the app's first commit replaces
 * the drawn page, what the visitor typed, ticked, focused, clicked and submitted there is done again on the
 * app's (the same markup: the same ids, the same buttons in the same order).
 * Then, once the drawn page has had its first frame, preloads the app's files (`preloads`: what the entry
 * imports, the language's catalogue, the login screen) and starts the app (`entry`): the page paints without
 * waiting for any script, on any network. At once in a tab that is not shown (no frame comes there).
 */
export function landingScript(entry: string, preloads: readonly string[]): string {
  return (
    `try{if(localStorage.getItem('${TOKEN_KEY}')||sessionStorage.getItem('${TOKEN_KEY}'))document.documentElement.classList.add('has-session')}catch(e){}` +
    `document.addEventListener('submit',function(e){if(e.target.closest('[${LANDING_ATTRIBUTE}]')){e.preventDefault();e.target.setAttribute('${SUBMITTED_ATTRIBUTE}','')}},true);` +
    `document.addEventListener('change',function(e){if(e.target.matches('[${LANDING_ATTRIBUTE}] select')){document.cookie='${LOCALE_COOKIE_NAME}='+e.target.value+'; Max-Age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax';location.assign('/'+e.target.value+'/'+location.search)}});` +
    `document.addEventListener('focusin',function(e){var l=e.target.closest&&e.target.closest('[${LANDING_ATTRIBUTE}]');if(l&&e.target.id)l.setAttribute('${FOCUSED_ATTRIBUTE}',e.target.id)});` +
    `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${LANDING_ATTRIBUTE}] button:not([type=submit])');if(b){var all=[].slice.call(document.querySelectorAll('[${LANDING_ATTRIBUTE}] button'));b.closest('[${LANDING_ATTRIBUTE}]').setAttribute('${CLICKED_ATTRIBUTE}',String(all.indexOf(b)))}},true);` +
    // the app's first commit removes the drawn page: what was typed, ticked, focused, clicked, submitted there is done again on the app's
    `document.addEventListener('DOMContentLoaded',function(){var landing=document.querySelector('[${LANDING_ATTRIBUTE}]');if(!landing)return;` +
    `new MutationObserver(function(_,observer){if(landing.isConnected)return;observer.disconnect();var root=document.getElementById('root'),form=root.querySelector('form');if(!form)return;` +
    `var set=Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,'value').set;` +
    `[].forEach.call(landing.querySelectorAll('input'),function(was){var now=document.getElementById(was.id);if(!now)return;` +
    `if(was.type==='checkbox'){if(was.checked!==now.checked)now.click()}else if(was.value){set.call(now,was.value);now.dispatchEvent(new Event('input',{bubbles:true}))}});` +
    `var focused=document.getElementById(landing.getAttribute('${FOCUSED_ATTRIBUTE}')||'');if(focused)focused.focus();` +
    `var clicked=landing.getAttribute('${CLICKED_ATTRIBUTE}');if(clicked)root.querySelectorAll('button')[Number(clicked)].click();` +
    `if(landing.querySelector('form[${SUBMITTED_ATTRIBUTE}]'))form.requestSubmit()}).observe(document.getElementById('root'),{childList:true})});` +
    `(function(){var started=false;function add(tag,props){var e=document.createElement(tag);e.crossOrigin='';for(var k in props)e[k]=props[k];document.head.appendChild(e)}` +
    `function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(f){add('link',{rel:'modulepreload',href:f})});add('script',{type:'module',src:${JSON.stringify(entry)}})}` +
    `function afterFrame(){if(document.visibilityState!=='visible')start();else requestAnimationFrame(function(){setTimeout(start)})}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterFrame);else afterFrame()})()`
  );
}

/** The drawn page or the splash, whichever the inline script chose; both go when the app renders. */
const LANDING_STYLE = `#root>.boot-splash{display:none}#root>[${LANDING_ATTRIBUTE}]{display:contents}.has-session #root>.boot-splash{display:flex}.has-session #root>[${LANDING_ATTRIBUTE}]{display:none}`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** React's hint for the logo that the drawn markup shows at once anyway. */
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="[^"]+"\/>/g;

/**
 * index.html made the landing page of a language: its lang, its title, the drawn page beside the splash; its
 * scripts and `localeFiles` (the language's and login screen's, which the server preloads for index.html)
 * preloaded and started by the inline script after the first frame.
 */
export function landingPage(indexHtml: string, locale: Locale, markup: LandingMarkup, localeFiles: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...[...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...localeFiles];
  let html = indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  html = replaceOnce(html, /<html lang="[a-z]+">/, `<html lang="${locale}">`, '<html lang>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(markup.title)}</title>`, '<title>');
  html = replaceOnce(html, /<\/head>/, `${markup.styles}<style>${LANDING_STYLE}</style><script>${landingScript(entry, preloads)}</script></head>`, '</head>');
  // the splash stays, after the drawn page, for a visitor with a stored session
  const root = markup.root.replace(IMAGE_PRELOAD, '');
  return replaceOnce(html, /<div id="root">/, `<div id="root"><div ${LANDING_ATTRIBUTE}="${locale}">${root}</div>`, '<div id="root">');
}

/** The markup of every language's landing page, drawn by the app in a Vite server of its own (no file watching, no HMR). */
export async function renderLandingPages(root: string): Promise<Map<Locale, LandingMarkup>> {
  const { createServer } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');
  const { default: babel } = await import('@rolldown/plugin-babel');
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  });
  try {
    const { renderLanding } = (await server.ssrLoadModule('/src/app/landing-prerender.tsx')) as LandingPrerender;
    const pages = new Map<Locale, LandingMarkup>();
    // one after the other: Lingui's active language is global
    for (const locale of LOCALES) pages.set(locale, await renderLanding(locale));
    return pages;
  } finally {
    await server.close();
  }
}

/** Modules of the landing page of a language besides the entry's: its catalogue, antd's texts, the login screen (as server/http/preload-links.ts). */
const localeModules = (locale: Locale) => [`/src/locales/${locale}/messages.po`, `/antd/es/locale/${LOCALE_INFO[locale].iso.replace('-', '_')}.js`, '/src/routes/login.tsx'];

/** The files of a language's landing modules and what they import, less the entry and its imports (index.html loads those). */
export function localeFiles(bundle: OutputBundle, locale: Locale): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const seen = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    files.push(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  for (const module of localeModules(locale)) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`the build has no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return files;
}

/** Production builds write `landing/{locale}.html` beside index.html (the dev server and Storybook draw the page in the browser). */
export function landingPagesPlugin(): Plugin {
  let production = false;
  let root = '';
  return {
    name: 'landing-pages',
    apply: 'build',
    configResolved: (config) => {
      production = config.isProduction;
      root = config.root;
    },
    generateBundle: {
      // after vite:build-html wrote index.html, with its scripts and antd's first-page styles
      order: 'post',
      handler: async function (_options, bundle) {
        if (!production) return;
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const indexHtml = String(index.source);
        for (const [locale, markup] of await renderLandingPages(root)) {
          const files = localeFiles(bundle, locale).map((file) => `/${file}`);
          this.emitFile({ type: 'asset', fileName: `landing/${locale}.html`, source: landingPage(indexHtml, locale, markup, files) });
        }
      },
    },
  };
}
