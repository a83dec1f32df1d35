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

/**
 * msgid -> msgstr of a language's catalogues (the header entries left out): messages.po and those of the
 * screens that load their own (studio.po, admin.po: lingui.config.ts).
 */
export function readCatalog(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of fs.readdirSync(`${LOCALES_DIR}/${locale}`).filter((name) => name.endsWith('.po'))) {
    readInto(entries, fs.readFileSync(`${LOCALES_DIR}/${locale}/${file}`, 'utf8'));
  }
  return entries;
}

/** Adds the entries of one catalogue's text. */
function readInto(entries: Map<string, string>, text: string): void {
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
}

/** The text shown for `msgid` in `locale`: its translation, else the English source (the fallback); from any of its catalogues. */
export function translate(locale: string, msgid: string): string {
  const msgstr = readCatalog(locale).get(msgid);
  if (msgstr === undefined) throw new Error(`"${msgid}" is in none of the catalogues of src/locales/${locale}`);
  return msgstr || msgid;
}

/** How many entries of the catalogue have a translation, and how many there are. */
export function translatedShare(locale: string): { translated: number; total: number } {
  const entries = [...readCatalog(locale).values()];
  return { translated: entries.filter((msgstr) => msgstr.trim() !== '').length, total: entries.length };
}
