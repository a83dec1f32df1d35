/**
 * Texts of the documents the server writes (PDFs), in the six languages, the
 * same way as the error messages: read through `text(DOCUMENT_TEXTS, key,
 * locale, params)` (./text.ts).
 */
import type { Texts } from './text.ts';

export const DOCUMENT_TEXTS = {
  inconsistency_report: {
    fr: 'Rapport d’incohérences',
    en: 'Inconsistency report',
    de: 'Bericht über Unstimmigkeiten',
    es: 'Informe de incoherencias',
    nl: 'Rapport van inconsistenties',
    it: 'Rapporto sulle incoerenze',
  },
  quote_line: {
    fr: 'Devis {reference} · {name}',
    en: 'Quote {reference} · {name}',
    de: 'Angebot {reference} · {name}',
    es: 'Presupuesto {reference} · {name}',
    nl: 'Offerte {reference} · {name}',
    it: 'Preventivo {reference} · {name}',
  },
  family_line: {
    fr: 'Famille de produits\u00a0: {family} · Client\u00a0: {client}',
    en: 'Product family: {family} · Client: {client}',
    de: 'Produktfamilie: {family} · Kunde: {client}',
    es: 'Familia de productos: {family} · Cliente: {client}',
    nl: 'Productfamilie: {family} · Klant: {client}',
    it: 'Famiglia di prodotti: {family} · Cliente: {client}',
  },
  printed_on: {
    fr: 'Édité le {date}',
    en: 'Printed on {date}',
    de: 'Erstellt am {date}',
    es: 'Emitido el {date}',
    nl: 'Afgedrukt op {date}',
    it: 'Stampato il {date}',
  },
  summary_counts: {
    fr: '{blocking} bloquante(s), {warnings} avertissement(s)',
    en: '{blocking} blocking, {warnings} warning(s)',
    de: '{blocking} blockierend, {warnings} Warnung(en)',
    es: '{blocking} bloqueante(s), {warnings} advertencia(s)',
    nl: '{blocking} blokkerend, {warnings} waarschuwing(en)',
    it: '{blocking} bloccante/i, {warnings} avviso/i',
  },
  no_inconsistency: {
    fr: 'Aucune incohérence\u00a0: les réponses du devis sont cohérentes.',
    en: 'No inconsistency: the answers of the quote are consistent.',
    de: 'Keine Unstimmigkeit: Die Antworten des Angebots sind stimmig.',
    es: 'Ninguna incoherencia: las respuestas del presupuesto son coherentes.',
    nl: 'Geen inconsistenties: de antwoorden van de offerte zijn consistent.',
    it: 'Nessuna incoerenza: le risposte del preventivo sono coerenti.',
  },
  blocking: { fr: 'Bloquante', en: 'Blocking', de: 'Blockierend', es: 'Bloqueante', nl: 'Blokkerend', it: 'Bloccante' },
  warning: { fr: 'Avertissement', en: 'Warning', de: 'Warnung', es: 'Advertencia', nl: 'Waarschuwing', it: 'Avviso' },
  category: { fr: 'Catégorie', en: 'Category', de: 'Kategorie', es: 'Categoría', nl: 'Categorie', it: 'Categoria' },
  reason: { fr: 'Motif', en: 'Reason', de: 'Grund', es: 'Motivo', nl: 'Reden', it: 'Motivo' },
  kind: { fr: 'Type', en: 'Type', de: 'Art', es: 'Tipo', nl: 'Soort', it: 'Tipo' },
  page_of: {
    fr: 'Page {page} sur {pages}',
    en: 'Page {page} of {pages}',
    de: 'Seite {page} von {pages}',
    es: 'Página {page} de {pages}',
    nl: 'Pagina {page} van {pages}',
    it: 'Pagina {page} di {pages}',
  },
} as const satisfies Record<string, Texts>;
