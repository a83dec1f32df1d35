/**
 * The pool's words in the six languages: its one-line summary (the project
 * list, the quote list's pool column, the proposal) and the messages of the
 * pool checks beyond the contract's schema (422 invalid_pool details).
 */
import type { Texts } from '../i18n/text.ts';

export const POOL_SHAPE_TEXTS = {
  rectangle: { fr: 'rectangle', en: 'rectangle', de: 'Rechteck', es: 'rectángulo', nl: 'rechthoek', it: 'rettangolo' },
  oval: { fr: 'ovale', en: 'oval', de: 'oval', es: 'ovalada', nl: 'ovaal', it: 'ovale' },
  kidney: { fr: 'haricot', en: 'kidney', de: 'Nierenform', es: 'riñón', nl: 'niervorm', it: 'a fagiolo' },
  free_form: { fr: 'forme libre', en: 'free form', de: 'freie Form', es: 'forma libre', nl: 'vrije vorm', it: 'forma libera' },
} as const satisfies Record<string, Texts>;

export const STAIRS_TEXTS = {
  roman: { fr: 'escalier romain', en: 'Roman stairs', de: 'römische Treppe', es: 'escalera romana', nl: 'Romeinse trap', it: 'scala romana' },
  corner: { fr: 'escalier d’angle', en: 'corner stairs', de: 'Ecktreppe', es: 'escalera de esquina', nl: 'hoektrap', it: 'scala angolare' },
  straight: { fr: 'escalier droit', en: 'straight stairs', de: 'gerade Treppe', es: 'escalera recta', nl: 'rechte trap', it: 'scala dritta' },
} as const satisfies Record<string, Texts>;

export const POOL_CHECK_TEXTS = {
  not_centimetres: {
    fr: 'Au plus deux décimales\u00a0: les mesures se prennent au centimètre.',
    en: 'At most two decimals: measures are taken to the centimetre.',
    de: 'Höchstens zwei Nachkommastellen: Es wird auf den Zentimeter genau gemessen.',
    es: 'Como máximo dos decimales: las medidas se toman al centímetro.',
    nl: 'Hoogstens twee decimalen: er wordt op de centimeter gemeten.',
    it: 'Al massimo due decimali: le misure si prendono al centimetro.',
  },
  shallow_deeper_than_deep: {
    fr: 'La profondeur du petit bain ({shallow}\u00a0m) dépasse celle du grand bain ({deep}\u00a0m).',
    en: 'The shallow end ({shallow} m) is deeper than the deep end ({deep} m).',
    de: 'Der flache Bereich ({shallow} m) ist tiefer als der tiefe Bereich ({deep} m).',
    es: 'La zona poco profunda ({shallow} m) es más profunda que la zona profunda ({deep} m).',
    nl: 'Het ondiepe deel ({shallow} m) is dieper dan het diepe deel ({deep} m).',
    it: 'La parte bassa ({shallow} m) è più profonda della parte alta ({deep} m).',
  },
  stairs_detail_required: {
    fr: 'Indiquez le côté et la largeur de l’escalier.',
    en: 'Give the side and the width of the stairs.',
    de: 'Geben Sie die Seite und die Breite der Treppe an.',
    es: 'Indique el lado y el ancho de la escalera.',
    nl: 'Geef de zijde en de breedte van de trap op.',
    it: 'Indichi il lato e la larghezza della scala.',
  },
  no_stairs_detail: {
    fr: 'Sans escalier, ni côté, ni largeur, ni profondeur d’escalier.',
    en: 'Without stairs, no side, width or depth of stairs.',
    de: 'Ohne Treppe keine Seite, Breite oder Tiefe der Treppe.',
    es: 'Sin escalera, no hay lado, ancho ni profundidad de escalera.',
    nl: 'Zonder trap geen zijde, breedte of diepte van een trap.',
    it: 'Senza scala, niente lato, larghezza o profondità della scala.',
  },
  stairs_too_wide: {
    fr: 'L’escalier ({stairs}\u00a0m) est plus large que le côté du bassin où il se trouve ({side}\u00a0m).',
    en: 'The stairs ({stairs} m) are wider than the side of the pool they are on ({side} m).',
    de: 'Die Treppe ({stairs} m) ist breiter als die Beckenseite, an der sie liegt ({side} m).',
    es: 'La escalera ({stairs} m) es más ancha que el lado de la piscina donde está ({side} m).',
    nl: 'De trap ({stairs} m) is breder dan de zijde van het zwembad waar ze ligt ({side} m).',
    it: 'La scala ({stairs} m) è più larga del lato della piscina su cui si trova ({side} m).',
  },
} as const satisfies Record<string, Texts>;
