/**
 * Family documents for the studio's grid stories, parsed from the files the
 * repository holds and frozen (deeply), so that a grid that changed the
 * document it was given, instead of handing on a new one, throws.
 */
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import linerYaml from '../../schemas/families/liner.family.yaml?raw';
import type { FamilyDocument, LocalizedText } from '../../engine/index.ts';
import { updateAt, withTranslation } from '../../src/features/studio/document-edit.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const familyDocument = (yaml: string): FamilyDocument => deepFreeze(parse(yaml) as FamilyDocument);

/** The bar cover: eight price lines and one eco line. */
export const BAR = familyDocument(barYaml);
/** The blind: the largest family (about 300 labels). */
export const BLIND = familyDocument(blindYaml);
/** The liner: price lines explained by notes (its developed surface, on four lines). */
export const LINER = familyDocument(linerYaml);

/** The bar cover with one more line priced by a grid of the pool's length. */
export const BAR_WITH_GRID: FamilyDocument = deepFreeze({
  ...BAR,
  pricing: [
    ...(BAR.pricing ?? []),
    {
      code: 'BAR-EDGE',
      designation: { fr: 'Profil de bord (au m)', en: 'Edge profile (per m)', de: 'Randprofil (pro m)', es: 'Perfil de borde (por m)', nl: 'Randprofiel (per m)', it: 'Profilo di bordo (al m)' },
      quantity: '2.0 * (length + width)',
      grid: { dimension: 'length', bands: [{ upTo: 6, unitPrice: 18 }, { upTo: 10, unitPrice: 21.5 }, { unitPrice: 26 }] },
    },
  ],
});

/** Where the bar cover's question `length` is: its step's and its own index. */
export function questionAt(document: FamilyDocument, key: string): { step: number; question: number } {
  for (const [step, { questions }] of document.steps.entries()) {
    const question = questions.findIndex((candidate) => candidate.key === key);
    if (question >= 0) return { step, question };
  }
  throw new Error(`${document.family}: no question ${key}`);
}

const LENGTH = questionAt(BAR, 'length');

/**
 * The bar cover with four texts missing in three rows: the German title of the
 * question `length`, the Italian reason of the first rule, the German and the
 * Dutch designation of BAR-BARS (the third price line).
 */
export const BAR_MISSING: FamilyDocument = deepFreeze(
  [
    { path: ['steps', LENGTH.step, 'questions', LENGTH.question, 'title'], language: 'de' as const },
    { path: ['rules', 0, 'reason'], language: 'it' as const },
    { path: ['pricing', 2, 'designation'], language: 'de' as const },
    { path: ['pricing', 2, 'designation'], language: 'nl' as const },
  ].reduce((document, { path, language }) => updateAt(document, path, (text) => withTranslation(text as LocalizedText, language, '')), BAR),
);
