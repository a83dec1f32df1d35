/**
 * The fixed words of a pool plan, in the six interface languages (English is
 * the fallback of `localize`). `{0}` and `{1}` stand for values put in by
 * `planLabel`.
 */
import type { LocalizedText } from '../catalogue/family-document.ts';
import { localize } from '../catalogue/localize.ts';
import type { Locale } from '../constants.ts';

export const PLAN_LABELS = {
  title: {
    fr: 'Plan du bassin\u00a0: {0} × {1}',
    en: 'Pool plan: {0} × {1}',
    de: 'Beckenplan: {0} × {1}',
    es: 'Plano de la piscina: {0} × {1}',
    nl: 'Plattegrond van het zwembad: {0} × {1}',
    it: 'Pianta della piscina: {0} × {1}',
  },
  pair: { fr: '{0}\u00a0: {1}', en: '{0}: {1}', de: '{0}: {1}', es: '{0}: {1}', nl: '{0}: {1}', it: '{0}: {1}' },
  stairs: { fr: 'Escalier', en: 'Stairs', de: 'Treppe', es: 'Escalera', nl: 'Trap', it: 'Scala' },
  filteringBlock: { fr: 'Bloc de filtration', en: 'Filtering block', de: 'Filterblock', es: 'Bloque de filtración', nl: 'Filterblok', it: 'Blocco filtrante' },
  axle: { fr: 'Axe d’enroulement', en: 'Roller axle', de: 'Wickelwelle', es: 'Eje de enrollado', nl: 'Oprolas', it: 'Asse di avvolgimento' },
  bench: { fr: 'Banc', en: 'Bench', de: 'Sitzbank', es: 'Banco', nl: 'Bank', it: 'Panca' },
  motor: { fr: 'Moteur', en: 'Motor', de: 'Motor', es: 'Motor', nl: 'Motor', it: 'Motore' },
  apron: { fr: 'Tablier', en: 'Apron', de: 'Lamellenpanzer', es: 'Manto de lamas', nl: 'Lamellenpakket', it: 'Tapparella' },
  partition: { fr: 'Cloison', en: 'Partition', de: 'Trennwand', es: 'Separación', nl: 'Scheidingswand', it: 'Separazione' },
  pit: { fr: 'Fosse', en: 'Pit', de: 'Grube', es: 'Foso', nl: 'Put', it: 'Vano' },
  pitDepth: {
    fr: 'Fosse, profondeur {0}',
    en: 'Pit, {0} deep',
    de: 'Grube, {0} tief',
    es: 'Foso, {0} de profundidad',
    nl: 'Put, {0} diep',
    it: 'Vano, profondità {0}',
  },
  roller: { fr: 'Enrouleur', en: 'Roller', de: 'Aufrollvorrichtung', es: 'Enrollador', nl: 'Oprolsysteem', it: 'Avvolgitore' },
  liner: { fr: 'Liner', en: 'Liner', de: 'Poolfolie', es: 'Liner', nl: 'Liner', it: 'Liner' },
  net: { fr: 'Filet', en: 'Net', de: 'Netz', es: 'Red', nl: 'Net', it: 'Rete' },
  cover: { fr: 'Bâche', en: 'Cover', de: 'Abdeckung', es: 'Cubierta', nl: 'Afdekking', it: 'Copertura' },
  overlap: { fr: 'Débord {0}', en: 'Overlap {0}', de: 'Überstand {0}', es: 'Solape {0}', nl: 'Overlap {0}', it: 'Sormonto {0}' },
  depth: { fr: 'Profondeur {0}', en: 'Depth {0}', de: 'Tiefe {0}', es: 'Profundidad {0}', nl: 'Diepte {0}', it: 'Profondità {0}' },
  anchors: { fr: '{0} ancrages', en: '{0} anchors', de: '{0} Bodenanker', es: '{0} anclajes', nl: '{0} ankers', it: '{0} ancoraggi' },
  pegs: { fr: '{0} piquets', en: '{0} pegs', de: '{0} Erdnägel', es: '{0} piquetas', nl: '{0} grondpennen', it: '{0} picchetti' },
  waterTubes: { fr: '{0} boudins d’eau', en: '{0} water tubes', de: '{0} Wasserschläuche', es: '{0} tubos de agua', nl: '{0} waterzakken', it: '{0} tubolari ad acqua' },
  bars: { fr: '{0} barres', en: '{0} bars', de: '{0} Stangen', es: '{0} barras', nl: '{0} stangen', it: '{0} barre' },
  axleLeft: {
    fr: 'axe d’enroulement à gauche',
    en: 'roller axle on the left',
    de: 'Wickelwelle links',
    es: 'eje de enrollado a la izquierda',
    nl: 'oprolas links',
    it: 'asse di avvolgimento a sinistra',
  },
  rollerLeft: {
    fr: 'enrouleur à gauche',
    en: 'roller on the left',
    de: 'Aufrollvorrichtung links',
    es: 'enrollador a la izquierda',
    nl: 'oprolsysteem links',
    it: 'avvolgitore a sinistra',
  },
  motorLeft: { fr: 'moteur à gauche', en: 'motor on the left', de: 'Motor links', es: 'motor a la izquierda', nl: 'motor links', it: 'motore a sinistra' },
} as const satisfies Record<string, LocalizedText>;

export type PlanLabelKey = keyof typeof PLAN_LABELS;

/** A fixed word of the plan in the locale, `{n}` replaced by `values[n]`. */
export function planLabel(key: PlanLabelKey, locale: Locale, ...values: string[]): string {
  const template = localize(PLAN_LABELS[key], locale);
  return values.length === 0 ? template : template.replace(/\{(\d)\}/g, (placeholder, index: string) => values[Number(index)] ?? placeholder);
}
