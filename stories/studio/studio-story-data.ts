/** The bar cover's family file, its document and a copy with a unit price changed, for the studio's stories. */
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import type { FamilyDocument } from '../../engine/index.ts';

export const BAR_YAML: string = barYaml;
export const barDocument = (): FamilyDocument => parse(barYaml) as FamilyDocument;

/** The bar cover with BAR-COVER-580 at `euros` a square metre: its test cases expecting the old price fail. */
export function barWithCoverPrice(euros: number): FamilyDocument {
  const document = barDocument();
  return { ...document, pricing: document.pricing!.map((line) => (line.code === 'BAR-COVER-580' ? { ...line, unitPrice: euros } : line)) };
}

/** The bar cover whose widest cover is `metres` (rule too_wide): a narrower limit blocks the presets' widths. */
export function barWithWidthLimit(metres: number): FamilyDocument {
  const document = barDocument();
  return { ...document, rules: document.rules!.map((rule) => (rule.key === 'too_wide' ? { ...rule, when: `width > ${metres.toFixed(1)}` } : rule)) };
}
