/**
 * French typography of the texts people read (e-mails, purchase order):
 * "de" before a name that starts with a vowel or a mute h is elided
 * ("d’Aquaterra", never "de Aquaterra"), and the high punctuation : ; ! ?
 * takes a no-break space before it (a full one before a colon, a narrow one
 * before ; ! ?), so that it never starts a line.
 */

/** Words whose h is aspirated (no elision: "de Hollande"), by their start. */
const ASPIRATED_H = ['hach', 'haie', 'haill', 'hain', 'hall', 'halt', 'hamac', 'hameau', 'hanch', 'hangar', 'hant', 'harass', 'hardi', 'hareng', 'haricot', 'harp', 'hasard', 'hât', 'haus', 'haut', 'havre', 'hérisson', 'héros', 'hêtre', 'hibou', 'hiérarch', 'hock', 'holland', 'homard', 'hongr', 'honte', 'hoquet', 'hors', 'hotte', 'houill', 'houl', 'housse', 'hublot', 'huit', 'hurl', 'hutte'];

/** Whether French elides "de" before this word: a vowel, or an h that is not aspirated. */
export function elidesBefore(word: string): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  if (/^[aeiouàâäéèêëîïôöûùüœæ]/u.test(lower)) return true;
  if (/^y[^aeiouy]/u.test(lower)) return true; // "d’Yverdon", but "de yaourt"
  return lower.startsWith('h') && !ASPIRATED_H.some((start) => lower.startsWith(start));
}

/** "de" (or "De") and the name after it, elided when French wants it: "d’Aquaterra". */
export function deBefore(de: 'de' | 'De', name: string): string {
  return elidesBefore(name) ? `${de[0]}’${name}` : `${de} ${name}`;
}

/**
 * A no-break space before : ; ! ? that end a word in a French text (a full
 * one before a colon, a narrow one before the others); a plain space there
 * becomes one. Marks inside a word (a URL, a time "12:30") are left alone.
 * Apply to plain text, before any HTML escaping.
 *
 * @example
 * frenchSpacing('Votre identifiant : jean') // 'Votre identifiant\u00a0: jean'
 */
export function frenchSpacing(text: string): string {
  return text.replace(/(\S)[ \u00a0\u202f]*([:;!?]+)(?=\s|$)/gu, (_, before: string, marks: string) => `${before}${marks.startsWith(':') ? '\u00a0' : '\u202f'}${marks}`);
}

/** `frenchSpacing` in French, the text as it is in any other language. */
export function typeset(text: string, locale: string): string {
  return locale === 'fr' ? frenchSpacing(text) : text;
}

/**
 * Every text of a document tree (strings in arrays and objects, as pdfmake's
 * content holds them) typeset for `locale`; anything else kept as it is.
 * Layout words (styles, alignments, widths) have no punctuation to change.
 */
export function typesetTree<T>(tree: T, locale: string): T {
  if (locale !== 'fr') return tree;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return frenchSpacing(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    }
    return node;
  };
  // the same shape, strings changed only
  return walk(tree) as T;
}
