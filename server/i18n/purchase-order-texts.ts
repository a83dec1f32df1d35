/**
 * Texts of the purchase-order PDF (server/pdf/purchase-order.ts), in the six
 * languages, read through `text(PURCHASE_ORDER_TEXTS, key, locale, params)`
 * (./text.ts).
 */
import type { Texts } from './text.ts';
import { GLOSSARY } from './glossary.ts';

export const PURCHASE_ORDER_TEXTS = {
  title: { fr: 'Bon de commande', en: 'Purchase order', de: 'Bestellung', es: 'Orden de compra', nl: 'Bestelbon', it: 'Ordine d’acquisto' },
  order_number: { fr: 'Commande n° {number}', en: 'Order no. {number}', de: 'Bestellung Nr. {number}', es: 'Pedido n.º {number}', nl: 'Bestelling nr. {number}', it: 'Ordine n. {number}' },
  order_date: { fr: 'Date\u00a0: {date}', en: 'Date: {date}', de: 'Datum: {date}', es: 'Fecha: {date}', nl: 'Datum: {date}', it: 'Data: {date}' },
  supplier: { fr: 'Fournisseur', en: 'Supplier', de: 'Lieferant', es: 'Proveedor', nl: 'Leverancier', it: 'Fornitore' },
  ordered_by: { fr: 'Commandé par', en: 'Ordered by', de: 'Besteller', es: 'Pedido por', nl: 'Besteld door', it: 'Ordinato da' },
  billed_to: { fr: 'Facturé à', en: 'Billed to', de: 'Rechnungsempfänger', es: 'Facturado a', nl: 'Gefactureerd aan', it: 'Fatturato a' },
  delivery_address: { fr: 'Adresse de livraison', en: 'Delivery address', de: 'Lieferadresse', es: 'Dirección de entrega', nl: 'Leveringsadres', it: 'Indirizzo di consegna' },
  vat_number: { fr: 'N° TVA {number}', en: 'VAT no. {number}', de: 'USt-IdNr. {number}', es: 'NIF-IVA {number}', nl: 'Btw-nr. {number}', it: 'Partita IVA {number}' },
  references: { fr: 'Références', en: 'References', de: 'Referenzen', es: 'Referencias', nl: 'Referenties', it: 'Riferimenti' },
  quote: { fr: 'Devis', en: 'Quote', de: 'Angebot', es: 'Presupuesto', nl: 'Offerte', it: 'Preventivo' },
  project: { fr: 'Projet', en: 'Project', de: 'Projekt', es: 'Proyecto', nl: 'Project', it: 'Progetto' },
  customer_reference: { fr: 'Référence client', en: 'Customer reference', de: 'Kundenreferenz', es: 'Referencia del cliente', nl: 'Klantreferentie', it: 'Riferimento cliente' },
  validated_by: { fr: 'Validée par', en: 'Validated by', de: 'Freigegeben von', es: 'Validado por', nl: 'Gevalideerd door', it: 'Convalidato da' },
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
  discount_on: { fr: 'Remise {percent} sur {base}', en: 'Discount {percent} on {base}', de: 'Rabatt {percent} auf {base}', es: 'Descuento {percent} sobre {base}', nl: 'Korting {percent} op {base}', it: 'Sconto {percent} su {base}' },
  net_total: { fr: 'Total net HT', en: 'Net total ex VAT', de: 'Nettosumme ohne MwSt.', es: 'Total neto sin IVA', nl: 'Nettototaal excl. btw', it: 'Totale netto IVA esclusa' },
  vat: GLOSSARY.vat,
  net_total_incl_vat: { fr: 'Total net TTC', en: 'Net total incl. VAT', de: 'Nettosumme inkl. MwSt.', es: 'Total neto con IVA', nl: 'Nettototaal incl. btw', it: 'Totale netto IVA inclusa' },
  total_incl_vat: GLOSSARY.total_incl_vat,
  currency: { fr: 'Montants en {currency}', en: 'Amounts in {currency}', de: 'Beträge in {currency}', es: 'Importes en {currency}', nl: 'Bedragen in {currency}', it: 'Importi in {currency}' },
  reverse_charge: {
    fr: 'Autoliquidation\u00a0: livraison intracommunautaire, TVA due par le preneur (article 196 de la directive 2006/112/CE).',
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
  // the purchase order is written once, at validation: the note says so, and where the order's current state is read
  awaiting_confirmation: {
    fr: 'À la validation, le {date}, cette commande attendait la confirmation de {group} avant de partir au service commandes\u00a0; son état actuel se lit dans Mes commandes.',
    en: 'At validation on {date}, this order awaited the confirmation of {group} before going to the order desk; its current state is in My orders.',
    de: 'Stand bei der Freigabe am {date}: Diese Bestellung wartete auf die Bestätigung durch {group}, bevor sie an die Auftragsabwicklung ging; ihr aktueller Stand steht unter Meine Bestellungen.',
    es: 'En la validación, el {date}, este pedido esperaba la confirmación de {group} antes de pasar al servicio de pedidos; su estado actual figura en Mis pedidos.',
    nl: 'Deze bestelling wacht op de bevestiging van {group} (stand bij de validatie op {date}) voordat ze naar de orderafdeling gaat; de huidige stand staat in Mijn bestellingen.',
    it: 'Alla convalida, il {date}, questo ordine attendeva la conferma di {group} prima di passare all’ufficio ordini; il suo stato attuale è in I miei ordini.',
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
    fr: 'Date de livraison\u00a0: fixée par le service commandes à l’acceptation de la commande.',
    en: 'Delivery date: set by the order desk when it accepts the order.',
    de: 'Liefertermin: wird von der Auftragsabwicklung bei Annahme der Bestellung festgelegt.',
    es: 'Fecha de entrega: la fija el servicio de pedidos al aceptar el pedido.',
    nl: 'Leverdatum: vastgelegd door de orderafdeling bij aanvaarding van de bestelling.',
    it: 'Data di consegna: fissata dall’ufficio ordini all’accettazione dell’ordine.',
  },
  documents: { fr: 'Documents joints', en: 'Attached documents', de: 'Angehängte Dokumente', es: 'Documentos adjuntos', nl: 'Bijgevoegde documenten', it: 'Documenti allegati' },
  no_documents: { fr: 'Aucun', en: 'None', de: 'Keine', es: 'Ninguno', nl: 'Geen', it: 'Nessuno' },
} as const satisfies Record<string, Texts>;
