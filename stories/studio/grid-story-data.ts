/**
 * Family documents for the studio's grid stories, parsed from the files the
 * repository holds and frozen (deeply), so that a grid that changed the
 * document it was given, instead of handing on a new one, throws.
 */
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import type { FamilyDocument } from '../../engine/index.ts';

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
