/**
 * The documents a new family starts from (the studio's "New family"): a
 * minimal family the engine accepts (one step, one question, one price line,
 * its words in the six languages and its name as typed), or a copy of an
 * existing family's draft under a new key and name. Neither has to pass the
 * publishing gate yet: a new family is a draft until its first version does.
 */
import type { FamilyDocument } from '../../../engine/index.ts';

/** A family key as the step DSL's schema writes it (`$defs/key`). */
export const FAMILY_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;
export const FAMILY_KEY_MAX = 60;

/** Its name, in French and in English (the fallback every label needs). */
export interface FamilyName {
  fr: string;
  en: string;
}

/** The price-line code of the template: the key in capitals (a code is `^[A-Z0-9][A-Z0-9_-]*$`, 40 at most). */
const baseCode = (key: string) => `${key.toUpperCase().slice(0, 35)}-BASE`;

export function blankFamily(key: string, name: FamilyName): FamilyDocument {
  return {
    family: key,
    title: { fr: name.fr, en: name.en },
    steps: [
      {
        id: 1,
        key: 'product',
        title: { fr: 'Modèle', en: 'Model', de: 'Modell', es: 'Modelo', nl: 'Model', it: 'Modello' },
        questions: [
          {
            key: 'model',
            type: 'single',
            required: true,
            title: { fr: 'Modèle', en: 'Model', de: 'Modell', es: 'Modelo', nl: 'Model', it: 'Modello' },
            answers: [{ key: 'standard', title: { fr: 'Standard', en: 'Standard', de: 'Standard', es: 'Estándar', nl: 'Standaard', it: 'Standard' } }],
          },
        ],
      },
    ],
    pricing: [
      {
        code: baseCode(key),
        designation: { fr: name.fr, en: name.en },
        quantity: '1.0',
        unitPrice: 100,
      },
    ],
  };
}

/** A family's draft under another key and name; its test cases, prices and rules as they are. */
export function copyOfFamily(source: FamilyDocument, key: string, name: FamilyName): FamilyDocument {
  const copy = structuredClone(source);
  return { ...copy, family: key, title: { fr: name.fr, en: name.en } };
}
