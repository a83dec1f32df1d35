/**
 * Texts of the purchase-order PDF (server/pdf/purchase-order.ts), in the six
 * languages, English as the fallback, `{name}` placeholders filled from params.
 */
import { FALLBACK_LOCALE, type Locale } from '../../engine/index.ts';

type Texts = Record<Locale, string>;

export const PURCHASE_ORDER_TEXTS = {
  title: { fr: 'Bon de commande', en: 'Purchase order', de: 'Bestellung', es: 'Orden de compra', nl: 'Bestelbon', it: 'Ordine d’acquisto' },
  order_number: { fr: 'Commande n° {number}', en: 'Order no. {number}', de: 'Bestellung Nr. {number}', es: 'Pedido n.º {number}', nl: 'Bestelling nr. {number}', it: 'Ordine n. {number}' },
  order_date: { fr: 'Date : {date}', en: 'Date: {date}', de: 'Datum: {date}', es: 'Fecha: {date}', nl: 'Datum: {date}', it: 'Data: {date}' },
  supplier: { fr: 'Fournisseur', en: 'Supplier', de: 'Lieferant', es: 'Proveedor', nl: 'Leverancier', it: 'Fornitore' },
  ordered_by: { fr: 'Commandé par', en: 'Ordered by', de: 'Besteller', es: 'Pedido por', nl: 'Besteld door', it: 'Ordinato da' },
  billed_to: { fr: 'Facturé à', en: 'Billed to', de: 'Rechnungsempfänger', es: 'Facturado a', nl: 'Gefactureerd aan', it: 'Fatturato a' },
  delivery_address: { fr: 'Adresse de livraison', en: 'Delivery address', de: 'Lieferadresse', es: 'Dirección de entrega', nl: 'Leveringsadres', it: 'Indirizzo di consegna' },
  vat_number: { fr: 'N° TVA {number}', en: 'VAT no. {number}', de: 'USt-IdNr. {number}', es: 'NIF-IVA {number}', nl: 'Btw-nr. {number}', it: 'Partita IVA {number}' },
  references: { fr: 'Références', en: 'References', de: 'Referenzen', es: 'Referencias', nl: 'Referenties', it: 'Riferimenti' },
  quote: { fr: 'Devis', en: 'Quote', de: 'Angebot', es: 'Presupuesto', nl: 'Offerte', it: 'Preventivo' },
  project: { fr: 'Projet', en: 'Project', de: 'Projekt', es: 'Proyecto', nl: 'Project', it: 'Progetto' },
  customer_reference: { fr: 'Référence client', en: 'Customer reference', de: 'Kundenreferenz', es: 'Referencia del cliente', nl: 'Klantreferentie', it: 'Riferimento cliente' },
  validated_by: { fr: 'Validée par', en: 'Validated by', de: 'Bestätigt von', es: 'Validado por', nl: 'Gevalideerd door', it: 'Convalidato da' },
  product_family: { fr: 'Famille de produits', en: 'Product family', de: 'Produktfamilie', es: 'Familia de productos', nl: 'Productfamilie', it: 'Famiglia di prodotti' },
  configuration: { fr: 'Configuration', en: 'Configuration', de: 'Konfiguration', es: 'Configuración', nl: 'Configuratie', it: 'Configurazione' },
  items: { fr: 'Articles', en: 'Items', de: 'Artikel', es: 'Artículos', nl: 'Artikelen', it: 'Articoli' },
  code: { fr: 'Code', en: 'Code', de: 'Code', es: 'Código', nl: 'Code', it: 'Codice' },
  designation: { fr: 'Désignation', en: 'Designation', de: 'Bezeichnung', es: 'Designación', nl: 'Omschrijving', it: 'Descrizione' },
  quantity: { fr: 'Quantité', en: 'Quantity', de: 'Menge', es: 'Cantidad', nl: 'Aantal', it: 'Quantità' },
  unit_price: { fr: 'Prix unitaire HT', en: 'Unit price ex VAT', de: 'Einzelpreis netto', es: 'Precio unitario sin IVA', nl: 'Eenheidsprijs excl. btw', it: 'Prezzo unitario IVA esclusa' },
  amount: { fr: 'Montant HT', en: 'Amount ex VAT', de: 'Betrag netto', es: 'Importe sin IVA', nl: 'Bedrag excl. btw', it: 'Importo IVA esclusa' },
  list_total: { fr: 'Total HT au tarif', en: 'Total ex VAT at list prices', de: 'Summe netto zu Listenpreisen', es: 'Total sin IVA a precio de tarifa', nl: 'Totaal excl. btw tegen lijstprijzen', it: 'Totale IVA esclusa a prezzi di listino' },
  discount: { fr: 'Remise {percent}', en: 'Discount {percent}', de: 'Rabatt {percent}', es: 'Descuento {percent}', nl: 'Korting {percent}', it: 'Sconto {percent}' },
  net_total: { fr: 'Total net HT', en: 'Net total ex VAT', de: 'Nettosumme ohne MwSt.', es: 'Total neto sin IVA', nl: 'Nettototaal excl. btw', it: 'Totale netto IVA esclusa' },
  vat: { fr: 'TVA {rate}', en: 'VAT {rate}', de: 'MwSt. {rate}', es: 'IVA {rate}', nl: 'Btw {rate}', it: 'IVA {rate}' },
  net_total_incl_vat: { fr: 'Total net TTC', en: 'Net total incl. VAT', de: 'Nettosumme inkl. MwSt.', es: 'Total neto con IVA', nl: 'Nettototaal incl. btw', it: 'Totale netto IVA inclusa' },
  total_incl_vat: { fr: 'Total TTC', en: 'Total incl. VAT', de: 'Summe inkl. MwSt.', es: 'Total con IVA', nl: 'Totaal incl. btw', it: 'Totale IVA inclusa' },
  currency: { fr: 'Montants en {currency}', en: 'Amounts in {currency}', de: 'Beträge in {currency}', es: 'Importes en {currency}', nl: 'Bedragen in {currency}', it: 'Importi in {currency}' },
  reverse_charge: {
    fr: 'Autoliquidation : livraison intracommunautaire, TVA due par le preneur (article 196 de la directive 2006/112/CE).',
    en: 'Reverse charge: intra-EU supply, VAT due by the customer (Article 196 of Directive 2006/112/EC).',
    de: 'Steuerschuldnerschaft des Leistungsempfängers: innergemeinschaftliche Lieferung (Artikel 196 der Richtlinie 2006/112/EG).',
    es: 'Inversión del sujeto pasivo: entrega intracomunitaria, IVA a cargo del destinatario (artículo 196 de la Directiva 2006/112/CE).',
    nl: 'Btw verlegd: intracommunautaire levering, btw verschuldigd door de afnemer (artikel 196 van Richtlijn 2006/112/EG).',
    it: 'Inversione contabile: cessione intracomunitaria, IVA dovuta dal cessionario (articolo 196 della direttiva 2006/112/CE).',
  },
  eco_note: {
    fr: 'Les lignes d’éco-participation ne sont pas remisées.',
    en: 'Eco-participation lines are not discounted.',
    de: 'Öko-Beteiligungszeilen werden nicht rabattiert.',
    es: 'Las líneas de ecoparticipación no tienen descuento.',
    nl: 'Regels voor eco-bijdrage worden niet afgeprijsd.',
    it: 'Le righe di eco-contributo non sono scontate.',
  },
  awaiting_confirmation: {
    fr: 'Cette commande attend la confirmation de {group} avant de partir au service commandes.',
    en: 'This order awaits the confirmation of {group} before it goes to the order desk.',
    de: 'Diese Bestellung wartet auf die Bestätigung durch {group}, bevor sie an die Auftragsabwicklung geht.',
    es: 'Este pedido espera la confirmación de {group} antes de pasar al servicio de pedidos.',
    nl: 'Deze bestelling wacht op de bevestiging van {group} voordat ze naar de orderafdeling gaat.',
    it: 'Questo ordine attende la conferma di {group} prima di passare all’ufficio ordini.',
  },
  to_order_desk: {
    fr: 'Cette commande est transmise au service commandes de {supplier}.',
    en: 'This order goes to the order desk of {supplier}.',
    de: 'Diese Bestellung geht an die Auftragsabwicklung von {supplier}.',
    es: 'Este pedido se transmite al servicio de pedidos de {supplier}.',
    nl: 'Deze bestelling gaat naar de orderafdeling van {supplier}.',
    it: 'Questo ordine viene trasmesso all’ufficio ordini di {supplier}.',
  },
  delivery_date: {
    fr: 'Date de livraison : fixée par le service commandes à l’acceptation de la commande.',
    en: 'Delivery date: set by the order desk when it accepts the order.',
    de: 'Liefertermin: wird von der Auftragsabwicklung bei Annahme der Bestellung festgelegt.',
    es: 'Fecha de entrega: la fija el servicio de pedidos al aceptar el pedido.',
    nl: 'Leverdatum: vastgelegd door de orderafdeling bij aanvaarding van de bestelling.',
    it: 'Data di consegna: fissata dall’ufficio ordini all’accettazione dell’ordine.',
  },
  documents: { fr: 'Documents joints', en: 'Attached documents', de: 'Angehängte Dokumente', es: 'Documentos adjuntos', nl: 'Bijgevoegde documenten', it: 'Documenti allegati' },
  no_documents: { fr: 'Aucun', en: 'None', de: 'Keine', es: 'Ninguno', nl: 'Geen', it: 'Nessuno' },
} satisfies Record<string, Texts>;

export type PurchaseOrderTextKey = keyof typeof PURCHASE_ORDER_TEXTS;

export function purchaseOrderText(key: PurchaseOrderTextKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const texts: Texts = PURCHASE_ORDER_TEXTS[key];
  return (texts[locale] || texts[FALLBACK_LOCALE]).replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
