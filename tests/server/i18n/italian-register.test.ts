/**
 * One register in Italian, the formal "Lei" that suits business customers,
 * on the screens (src/locales/it), in the e-mails, the PDFs and the server's
 * messages (every `it:` text of server/ and engine/: the studio's checks): the e-mails said "Gentile" and
 * then "tu" (issue 30, item 7). What gives the informal register away: its
 * pronouns and possessives, its second-person verbs, and the imperatives of
 * -ere/-ire verbs and with a pronoun attached, which differ from the Lei
 * forms (an -are verb's imperative reads like the third person, "verifica
 * l’ordine", and is not looked for). Short labels keep the imperative of
 * Italian interfaces ("Apri", "Scegli più tardi").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const INFORMAL = /\b(tu|tuo|tua|tuoi|tue|ti|te|puoi|devi|hai|vuoi|riceverai|vostr[oaie]|ve)\b/iu;
const IMPERATIVE =
  /(^|[.:;,!?] |\bpoi |\be |\bo )(inserisci|scegli|sceglila|scegline|chiedi|segui|accedi|correggi|correggilo|rispondi|risolvi|risolvile|rivedi|ricevi|attendi|aggiungi|dividi|dagliene|scorri|apri|leggi|scrivi|premi|gestisci|sostituisci|mantieni|dai|vedi|rimuovi|confermalo|rinvialo|convalidalo|verificali|provala|provale|ricaricala|configurala)\b/iu;

/** A sentence, not a button's or a field's label: labels keep the imperative Italian interfaces use ("Apri", "Scegli più tardi"). */
const sentence = (text: string) => text.split(' ').length > 3 && /[.:;!?]$|[.:;] /u.test(text);
const informal = (text: string) => INFORMAL.test(text) || (sentence(text) && IMPERATIVE.test(text));

function files(dir: string, ending: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(ending)).map((file) => join(dir, file));
}

describe('Italian register', () => {
  it('the screens address the user as Lei', () => {
    const found = files('src/locales/it', '.po').flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^msgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => m[1]!).filter(informal).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('the e-mails, the PDFs, the server’s and the engine’s messages address the user as Lei', () => {
    const found = [...files('server', '.ts'), ...files('engine', '.ts')].flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^\s+it: (['"`])(.*)\1,?$/gm)].map((m) => m[2]!).filter(informal).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('the families’ Italian texts (rules, help) address the user as Lei', () => {
    const found = files('schemas/families', '.family.yaml').flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^\s+it: (.*)$/gm)].map((m) => m[1]!.trim()).filter(informal).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('would see the informal register', () => {
    expect(['Il tuo ordine è stato spedito.', 'Non puoi accedere.', 'Per iniziare, scegli la password:', 'Il preventivo è una bozza: correggilo, poi convalidalo.'].every(informal)).toBe(true);
    expect(['Il Suo ordine è stato spedito.', 'Verifica l’ordine e lo conferma.', 'nelle sei lingue', 'Scelga la Sua password:'].some(informal)).toBe(false);
  });
});
