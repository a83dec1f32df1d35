/**
 * Texts of the customised quote PDF (the installer's offer to the end
 * customer) in the six languages; English is the fallback, `{name}`
 * placeholders are filled from params (server/i18n/document-texts.ts, whose
 * "page x of y" it shares).
 */
import type { Locale } from '../../engine/index.ts';
import { documentText, fillText } from '../i18n/document-texts.ts';

type Texts = Record<Locale, string>;

const QUOTE_PDF_TEXTS = {
  title: { fr: 'Devis', en: 'Quote', de: 'Angebot', es: 'Presupuesto', nl: 'Offerte', it: 'Preventivo' },
  number: { fr: 'N° {reference}', en: 'No. {reference}', de: 'Nr. {reference}', es: 'N.º {reference}', nl: 'Nr. {reference}', it: 'N. {reference}' },
  date: { fr: 'Date : {date}', en: 'Date: {date}', de: 'Datum: {date}', es: 'Fecha: {date}', nl: 'Datum: {date}', it: 'Data: {date}' },
  valid_until: {
    fr: 'Valable jusqu’au {date}',
    en: 'Valid until {date}',
    de: 'Gültig bis {date}',
    es: 'Válido hasta el {date}',
    nl: 'Geldig tot {date}',
    it: 'Valido fino al {date}',
  },
  labelled: { fr: '{label} : ', en: '{label}: ', de: '{label}: ', es: '{label}: ', nl: '{label}: ', it: '{label}: ' },
  customer: { fr: 'Client', en: 'Customer', de: 'Kunde', es: 'Cliente', nl: 'Klant', it: 'Cliente' },
  no_customer: {
    fr: 'Client non renseigné',
    en: 'Customer not filled in',
    de: 'Kunde nicht angegeben',
    es: 'Cliente no indicado',
    nl: 'Klant niet ingevuld',
    it: 'Cliente non indicato',
  },
  project: { fr: 'Projet', en: 'Project', de: 'Projekt', es: 'Proyecto', nl: 'Project', it: 'Progetto' },
  product: { fr: 'Produit', en: 'Product', de: 'Produkt', es: 'Producto', nl: 'Product', it: 'Prodotto' },
  created_by: { fr: 'Établi par', en: 'Prepared by', de: 'Erstellt von', es: 'Preparado por', nl: 'Opgesteld door', it: 'Redatto da' },
  phone: { fr: 'Tél. {phone}', en: 'Tel. {phone}', de: 'Tel. {phone}', es: 'Tel. {phone}', nl: 'Tel. {phone}', it: 'Tel. {phone}' },
  vat_number: { fr: 'N° TVA {number}', en: 'VAT no. {number}', de: 'USt-IdNr. {number}', es: 'NIF-IVA {number}', nl: 'Btw-nr. {number}', it: 'P. IVA {number}' },
  code: { fr: 'Réf.', en: 'Code', de: 'Art.-Nr.', es: 'Ref.', nl: 'Code', it: 'Cod.' },
  designation: { fr: 'Désignation', en: 'Description', de: 'Bezeichnung', es: 'Descripción', nl: 'Omschrijving', it: 'Descrizione' },
  quantity: { fr: 'Qté', en: 'Qty', de: 'Menge', es: 'Cant.', nl: 'Aantal', it: 'Q.tà' },
  unit_price: { fr: 'Prix unitaire HT', en: 'Unit price ex VAT', de: 'Einzelpreis netto', es: 'Precio unitario sin IVA', nl: 'Eenheidsprijs excl. btw', it: 'Prezzo unitario IVA escl.' },
  amount: { fr: 'Montant HT', en: 'Amount ex VAT', de: 'Betrag netto', es: 'Importe sin IVA', nl: 'Bedrag excl. btw', it: 'Importo IVA escl.' },
  subtotal: { fr: 'Sous-total HT', en: 'Subtotal ex VAT', de: 'Zwischensumme netto', es: 'Subtotal sin IVA', nl: 'Subtotaal excl. btw', it: 'Subtotale IVA escl.' },
  trade_discount: {
    fr: 'Remise {percent} sur {base}',
    en: 'Discount {percent} on {base}',
    de: 'Rabatt {percent} auf {base}',
    es: 'Descuento {percent} sobre {base}',
    nl: 'Korting {percent} op {base}',
    it: 'Sconto {percent} su {base}',
  },
  total_ex_vat: { fr: 'Total HT', en: 'Total ex VAT', de: 'Gesamt netto', es: 'Total sin IVA', nl: 'Totaal excl. btw', it: 'Totale IVA escl.' },
  vat: { fr: 'TVA {rate}', en: 'VAT {rate}', de: 'MwSt. {rate}', es: 'IVA {rate}', nl: 'Btw {rate}', it: 'IVA {rate}' },
  total_incl_vat: { fr: 'Total TTC', en: 'Total incl. VAT', de: 'Gesamt brutto', es: 'Total con IVA', nl: 'Totaal incl. btw', it: 'Totale IVA incl.' },
  eco_line: { fr: 'Éco-participation', en: 'Eco-participation', de: 'Öko-Beitrag', es: 'Ecoparticipación', nl: 'Milieubijdrage', it: 'Ecocontributo' },
  shipping_line: {
    fr: 'Livraison et emballage',
    en: 'Delivery and packing',
    de: 'Lieferung und Verpackung',
    es: 'Entrega y embalaje',
    nl: 'Levering en verpakking',
    it: 'Consegna e imballaggio',
  },
  eco_note: {
    fr: 'Dont éco-participation : {amount} HT. Elle finance la collecte et le recyclage des équipements usagés et ne fait l’objet d’aucune remise.',
    en: 'Including eco-participation: {amount} ex VAT. It funds the collection and recycling of used equipment and is never discounted.',
    de: 'Davon Öko-Beitrag: {amount} netto. Er finanziert die Sammlung und das Recycling von Altgeräten und wird nicht rabattiert.',
    es: 'Incluye ecoparticipación: {amount} sin IVA. Financia la recogida y el reciclaje de los equipos usados y no admite descuento.',
    nl: 'Waarvan milieubijdrage: {amount} excl. btw. Deze financiert de inzameling en recycling van afgedankte uitrusting en wordt nooit verminderd.',
    it: 'Di cui ecocontributo: {amount} IVA escl. Finanzia la raccolta e il riciclo delle attrezzature usate e non è soggetto a sconti.',
  },
  plan: { fr: 'Plan du bassin', en: 'Plan of the pool', de: 'Plan des Beckens', es: 'Plano de la piscina', nl: 'Plattegrond van het zwembad', it: 'Pianta della piscina' },
  payment_conditions: {
    fr: 'Conditions de paiement',
    en: 'Payment conditions',
    de: 'Zahlungsbedingungen',
    es: 'Condiciones de pago',
    nl: 'Betalingsvoorwaarden',
    it: 'Condizioni di pagamento',
  },
  parameters_and_conditions: {
    fr: 'Paramètres et conditions',
    en: 'Parameters and conditions',
    de: 'Parameter und Bedingungen',
    es: 'Parámetros y condiciones',
    nl: 'Parameters en voorwaarden',
    it: 'Parametri e condizioni',
  },
  acceptance: {
    fr: 'Bon pour accord',
    en: 'Accepted by the customer',
    de: 'Auftragsbestätigung durch den Kunden',
    es: 'Conforme del cliente',
    nl: 'Voor akkoord',
    it: 'Per accettazione',
  },
  acceptance_hint: {
    fr: 'Date et signature, précédées de la mention « Bon pour accord »',
    en: 'Date and signature, preceded by the words “Accepted”',
    de: 'Datum und Unterschrift mit dem Vermerk „Einverstanden“',
    es: 'Fecha y firma, precedidas de la mención «Conforme»',
    nl: 'Datum en handtekening, voorafgegaan door de vermelding “Voor akkoord”',
    it: 'Data e firma, precedute dalla dicitura «Per accettazione»',
  },
  amounts_in: {
    fr: 'Montants en {currency}',
    en: 'Amounts in {currency}',
    de: 'Beträge in {currency}',
    es: 'Importes en {currency}',
    nl: 'Bedragen in {currency}',
    it: 'Importi in {currency}',
  },
} satisfies Record<string, Texts>;

export type QuotePdfTextKey = keyof typeof QUOTE_PDF_TEXTS | 'page_of';

export function quotePdfText(key: QuotePdfTextKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return key === 'page_of' ? documentText('page_of', locale, params) : fillText(QUOTE_PDF_TEXTS[key], locale, params);
}
