/**
 * Reads the Lingui .po catalogues at test time, so that the tests assert the
 * texts the build really ships in each language.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = fileURLToPath(new URL('../../../src/locales', import.meta.url));

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** msgid -> msgstr of one catalogue file (the header entry is left out): `messages` (the app's), `studio` (the catalogue studio's, loaded with its screens). */
export function readCatalog(locale: string, catalogue: 'messages' | 'studio' = 'messages'): Map<string, string> {
  const text = fs.readFileSync(`${LOCALES_DIR}/${locale}/${catalogue}.po`, 'utf8');
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (field && msgid !== '') entries.set(msgid, msgstr);
    field = null;
    msgid = '';
    msgstr = '';
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      msgid = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'msgstr') flush();
    }
  }
  flush();
  return entries;
}

/** The text shown for `msgid` in `locale`: its translation, else the English source (the fallback); from the app's catalogue or the studio's. */
export function translate(locale: string, msgid: string): string {
  const msgstr = readCatalog(locale).get(msgid) ?? readCatalog(locale, 'studio').get(msgid);
  if (msgstr === undefined) throw new Error(`"${msgid}" is not in src/locales/${locale}/messages.po nor studio.po`);
  return msgstr || msgid;
}

/** How many entries of the catalogue have a translation, and how many there are. */
export function translatedShare(locale: string): { translated: number; total: number } {
  const entries = [...readCatalog(locale).values()];
  return { translated: entries.filter((msgstr) => msgstr.trim() !== '').length, total: entries.length };
}
