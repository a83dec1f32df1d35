/**
 * Italian speaks to the user in one register, never the plural "voi" (issue
 * 16, item 16: the e-mails and the families said "vostro", "scegliete",
 * "confermatelo"). The register is the formal "Lei" since issue 30, item 7
 * (italian-register.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ERROR_MESSAGES } from '../../../server/i18n/messages.ts';
import { PURCHASE_ORDER_TEXTS } from '../../../server/i18n/purchase-order-texts.ts';
import { REFUSAL_REASONS } from '../../../server/i18n/order-texts.ts';
import { ACCOUNT_MAIL_TEXTS } from '../../../server/outbox/account-mail-texts.ts';
import { ORDER_MAIL_TEXTS } from '../../../server/outbox/order-mail-texts.ts';
import { QUOTE_PDF_TEXTS } from '../../../server/pdf/quote-pdf-texts.ts';
import { FAMILIES_DIR } from '../../engine/helpers/family-fixtures.ts';

/** The plural "voi" of a text that speaks to its reader. */
const FORMAL = /\b(vostr[aoie]|vi\b|[Ss]arete|[Rr]iceverete|[Pp]otete|[Dd]ovete|[Aa]vete|scegliete|verificate|mettete|prendete|segnalate|allegate|fate|contattate|aggiungete|riducete|modificate|controllate|\w+(?:atel[oaie]|etel[oaie]|itel[oaie]))\b/;

/** Every Italian string under a node of a family document (keys `it`). */
function italianOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) italianOf(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'it' && typeof value === 'string') found.push(value);
      else italianOf(value, found);
    }
  }
  return found;
}

describe('Italian texts', () => {
  it('never say "voi" in the e-mails, documents and error messages', () => {
    const tables = { ORDER_MAIL_TEXTS, ACCOUNT_MAIL_TEXTS, PURCHASE_ORDER_TEXTS, QUOTE_PDF_TEXTS, REFUSAL_REASONS, ERROR_MESSAGES };
    const formal = Object.entries(tables).flatMap(([table, entries]) =>
      Object.entries(entries as Record<string, { it?: string }>).filter(([, entry]) => FORMAL.test(entry.it ?? '')).map(([key, entry]) => `${table}.${key}: ${entry.it}`),
    );
    expect(formal).toEqual([]);
  });

  it('never say "voi" in the families (inconsistency texts, help)', () => {
    const files = readdirSync(FAMILIES_DIR).filter((file) => file.endsWith('.family.yaml'));
    expect(files.length).toBeGreaterThan(3);
    const formal = files.flatMap((file) => italianOf(parse(readFileSync(join(FAMILIES_DIR, file), 'utf8'))).filter((it) => FORMAL.test(it)).map((it) => `${file}: ${it}`));
    expect(formal).toEqual([]);
  });
});
