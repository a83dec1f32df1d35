/**
 * Texts of a pool project's proposal PDF (issue 32) in the six languages,
 * read through `text(PROPOSAL_PDF_TEXTS, key, locale, params)`; the texts it
 * shares with the quote PDF (number, date, lines, totals, page x of y) are
 * read from QUOTE_PDF_TEXTS.
 */
import type { Texts } from '../i18n/text.ts';

export const PROPOSAL_PDF_TEXTS = {
  title: { fr: 'Proposition', en: 'Proposal', de: 'Projektangebot', es: 'Propuesta', nl: 'Voorstel', it: 'Proposta' },
  site: {
    fr: 'Adresse du chantier',
    en: 'Site address',
    de: 'Adresse der Baustelle',
    es: 'Dirección de la obra',
    nl: 'Adres van de werf',
    it: 'Indirizzo del cantiere',
  },
  pool: { fr: 'Bassin', en: 'Pool', de: 'Becken', es: 'Piscina', nl: 'Zwembad', it: 'Piscina' },
  quotes: {
    fr: 'Devis proposés',
    en: 'Quotes proposed',
    de: 'Vorgeschlagene Angebote',
    es: 'Presupuestos propuestos',
    nl: 'Voorgestelde offertes',
    it: 'Preventivi proposti',
  },
  options: { fr: 'Options', en: 'Options', de: 'Optionen', es: 'Opciones', nl: 'Opties', it: 'Opzioni' },
  options_apart: {
    fr: 'Les options ne sont pas comprises dans le total de la proposition.',
    en: 'The options are not included in the proposal’s total.',
    de: 'Die Optionen sind in der Gesamtsumme des Projektangebots nicht enthalten.',
    es: 'Las opciones no están incluidas en el total de la propuesta.',
    nl: 'De opties zijn niet inbegrepen in het totaal van het voorstel.',
    it: 'Le opzioni non sono comprese nel totale della proposta.',
  },
  option: { fr: 'Option', en: 'Option', de: 'Option', es: 'Opción', nl: 'Optie', it: 'Opzione' },
  proposal_total: {
    fr: 'Total de la proposition',
    en: 'Proposal total',
    de: 'Gesamtsumme des Projektangebots',
    es: 'Total de la propuesta',
    nl: 'Totaal van het voorstel',
    it: 'Totale della proposta',
  },
  total_of: {
    fr: 'Somme des devis hors options ({count})',
    en: 'Sum of the quotes, options excluded ({count})',
    de: 'Summe der Angebote ohne Optionen ({count})',
    es: 'Suma de los presupuestos sin opciones ({count})',
    nl: 'Som van de offertes zonder opties ({count})',
    it: 'Somma dei preventivi escluse le opzioni ({count})',
  },
  conditions: { fr: 'Conditions', en: 'Conditions', de: 'Bedingungen', es: 'Condiciones', nl: 'Voorwaarden', it: 'Condizioni' },
  validity: {
    fr: 'Cette proposition est valable jusqu’au {date}.',
    en: 'This proposal is valid until {date}.',
    de: 'Dieses Projektangebot ist bis zum {date} gültig.',
    es: 'Esta propuesta es válida hasta el {date}.',
    nl: 'Dit voorstel is geldig tot {date}.',
    it: 'Questa proposta è valida fino al {date}.',
  },
} as const satisfies Record<string, Texts>;
