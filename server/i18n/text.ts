/**
 * The one way the server translates: `text(table, key, locale, params)` for
 * error messages, PDFs and e-mails alike.
 *
 * A table maps keys to one text per language. A text missing (or empty) in a
 * language is the English one (FALLBACK_LOCALE); `{name}` placeholders are
 * filled from params, and a placeholder without a param stays as written. In
 * French, "de {name}" is elided before a vowel or a mute h ("d’Aquaterra").
 *
 * Typed: the key must be one of the table's, and for a table declared
 * `as const` the params are exactly the placeholders of the key's English
 * text (a missing or unknown param does not compile).
 */
import type { Locale } from '../../engine/index.ts';
import { deBefore } from './french-typography.ts';

/** A text in the six languages: how tables are written (every language required). */
export type Texts = Readonly<Record<Locale, string>>;

/** What `text` reads: English is always there (it is the fallback), the other languages may be missing. */
export type TextEntry = { readonly en: string } & { readonly [L in Locale]?: string };
export type TextTable = Readonly<Record<string, TextEntry>>;

export type TextValue = string | number;

/** The `{name}` placeholders of a template literal type. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/**
 * The params of an entry: the placeholders of its English text, each required;
 * none at all when it has none. A table whose texts are plain `string` (built
 * at run time or not declared `as const`) takes any params.
 */
type EntryParams<E> = E extends { readonly en: infer S extends string }
  ? string extends S
    ? Readonly<Record<string, TextValue>>
    : [Placeholders<S>] extends [never]
      ? Readonly<Record<string, never>>
      : { readonly [Name in Placeholders<S>]: TextValue }
  : never;

/** The params of `key` in `table` (a union of keys gives the union of their params). */
export type TextParams<T extends TextTable, K extends keyof T> = EntryParams<T[K]>;

type ParamsArgument<P> = Readonly<Record<string, never>> extends P ? [params?: P] : [params: P];

const FALLBACK = 'en' satisfies Locale;
const PLACEHOLDER = /\{(\w+)\}/g;
/** A placeholder, with the French "de" before it when there is one. */
const FILLED = /(\b[Dd]e )?\{(\w+)\}/g;

/** The text of `key` in `locale` (English when missing there), its `{name}` placeholders filled from params. */
export function text<T extends TextTable, K extends keyof T & string>(
  table: T,
  key: K,
  locale: Locale,
  ...[params]: ParamsArgument<TextParams<T, K>>
): string {
  const entry: TextEntry | undefined = table[key];
  if (!entry) throw new Error(`No text "${key}" in this table`);
  const template = entry[locale] || entry[FALLBACK];
  const values: Readonly<Record<string, TextValue | undefined>> = params ?? {};
  return template.replace(FILLED, (whole, de: string | undefined, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    if (de && locale === 'fr') return deBefore(de.trim() as 'de' | 'De', String(value));
    return `${de ?? ''}${String(value)}`;
  });
}

/** The placeholder names of a template, in order (for callers that must supply a value for each). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** Whether `key` is one of the table's own keys (not one inherited, such as `toString`). */
export function hasText<T extends TextTable>(table: T, key: string): key is keyof T & string {
  return Object.hasOwn(table, key);
}
