/**
 * The names the server gives quotes, within QUOTE_NAME_MAX_LENGTH (35, the
 * specification's): a new quote's (its family's title and the day) and a
 * copy's (the original's and the label of a copy). A word is never cut: the
 * day is shortened or left out before the title is touched, and a text that
 * alone is too long loses its last words (a single word longer than the whole
 * name is the one case cut inside a word).
 */
import { QUOTE_NAME_MAX_LENGTH, type Locale } from '../../engine/index.ts';
import { text, type Texts } from '../i18n/text.ts';

const ELLIPSIS = '…';

/** The words of `value` that fit in `room` characters, with `…` when some are left out; undefined when not even its first word fits. */
function wholeWords(value: string, room: number): string | undefined {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= room) return trimmed;
  const words = trimmed.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length + ELLIPSIS.length > room) break;
    kept = next;
  }
  return kept ? `${kept}${ELLIPSIS}` : undefined;
}

/** `value` in at most `room` characters: its whole words, else (one word longer than the room) cut with `…`. */
function fitted(value: string, room: number): string {
  return wholeWords(value, room) ?? `${value.trim().slice(0, room - ELLIPSIS.length)}${ELLIPSIS}`;
}

/** The day in the reader's numeric form, from the longest to the shortest (`29/11/2026`, `29/11/26`, `29/11`). */
function dayForms(locale: Locale, day: Date): string[] {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', ...options }).format(day);
  return [format({ year: 'numeric' }), format({ year: '2-digit' }), format({})];
}

/**
 * A new quote's name: the family's title and the day, the day shortened or
 * left out when both do not fit.
 *
 * @example
 * defaultQuoteName('Volet roulant automatique', 'fr', new Date('2026-11-29')) // 'Volet roulant automatique 29/11/26'
 * defaultQuoteName('Automatische Rollladenabdeckung', 'de', new Date('2026-11-29')) // 'Automatische Rollladenabdeckung'
 */
export function defaultQuoteName(title: string, locale: Locale, now: Date): string {
  const whole = title.trim().replace(/\s+/g, ' ');
  const withDay = dayForms(locale, now).find((day) => whole.length + 1 + day.length <= QUOTE_NAME_MAX_LENGTH);
  if (withDay !== undefined) return `${whole} ${withDay}`;
  return fitted(whole, QUOTE_NAME_MAX_LENGTH);
}

const COPY_TEXTS = {
  copy_mark: { fr: 'copie', en: 'copy', de: 'Kopie', es: 'copia', nl: 'kopie', it: 'copia' },
} as const satisfies Record<string, Texts>;

/**
 * A copy's name: the original's with the label of a copy, the original's
 * last words left out when the whole does not fit.
 *
 * @example
 * copyName('Volet roulant automatique 29/11/26', 'fr') // 'Volet roulant automatique… (copie)'
 */
export function copyName(name: string, locale: Locale): string {
  const mark = ` (${text(COPY_TEXTS, 'copy_mark', locale)})`;
  return `${fitted(name, QUOTE_NAME_MAX_LENGTH - mark.length)}${mark}`;
}
