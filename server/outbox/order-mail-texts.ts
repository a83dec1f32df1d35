/**
 * Texts of the order e-mails in the six languages (English is the fallback),
 * `{name}` placeholders filled from params. `{quote}` is the quote's
 * reference and name, `{group}` the trading group, `{client}` the ordering
 * company.
 */
import { FALLBACK_LOCALE, type Locale } from '../../engine/index.ts';

type Texts = Record<Locale, string>;

export const ORDER_MAIL_TEXTS = {
  greeting: { fr: 'Bonjour {name},', en: 'Hello {name},', de: 'Guten Tag {name},', es: 'Hola, {name}:', nl: 'Beste {name},', it: 'Gentile {name},' },
  a_trading_group: { fr: 'votre groupement d’achat', en: 'your trading group', de: 'Ihr Einkaufsverband', es: 'su central de compras', nl: 'uw inkoopgroep', it: 'la vostra centrale d’acquisto' },

  subject_validated_author: {
    fr: 'Votre commande {number} est enregistrée',
    en: 'Your order {number} is recorded',
    de: 'Ihre Bestellung {number} ist eingegangen',
    es: 'Su pedido {number} ha quedado registrado',
    nl: 'Uw bestelling {number} is geregistreerd',
    it: 'Il vostro ordine {number} è stato registrato',
  },
  subject_validated_confirmer: {
    fr: 'La commande {number} attend votre confirmation',
    en: 'Order {number} awaits your confirmation',
    de: 'Bestellung {number} wartet auf Ihre Bestätigung',
    es: 'El pedido {number} espera su confirmación',
    nl: 'Bestelling {number} wacht op uw bevestiging',
    it: 'L’ordine {number} attende la vostra conferma',
  },
  subject_validated_desk: {
    fr: 'Nouvelle commande {number} de {client}',
    en: 'New order {number} from {client}',
    de: 'Neue Bestellung {number} von {client}',
    es: 'Nuevo pedido {number} de {client}',
    nl: 'Nieuwe bestelling {number} van {client}',
    it: 'Nuovo ordine {number} da {client}',
  },
  subject_confirmed_author: {
    fr: 'Votre commande {number} est confirmée',
    en: 'Your order {number} is confirmed',
    de: 'Ihre Bestellung {number} ist bestätigt',
    es: 'Su pedido {number} está confirmado',
    nl: 'Uw bestelling {number} is bevestigd',
    it: 'Il vostro ordine {number} è confermato',
  },
  subject_confirmed_desk: {
    fr: 'Commande {number} confirmée par {group}',
    en: 'Order {number} confirmed by {group}',
    de: 'Bestellung {number} von {group} bestätigt',
    es: 'Pedido {number} confirmado por {group}',
    nl: 'Bestelling {number} bevestigd door {group}',
    it: 'Ordine {number} confermato da {group}',
  },
  subject_sent_back_author: {
    fr: 'Votre commande {number} vous est renvoyée',
    en: 'Your order {number} was sent back',
    de: 'Ihre Bestellung {number} wurde zurückgewiesen',
    es: 'Su pedido {number} ha sido devuelto',
    nl: 'Uw bestelling {number} is teruggestuurd',
    it: 'Il vostro ordine {number} è stato rinviato',
  },
  subject_accepted_author: {
    fr: 'Votre commande {number} est acceptée',
    en: 'Your order {number} is accepted',
    de: 'Ihre Bestellung {number} ist angenommen',
    es: 'Su pedido {number} ha sido aceptado',
    nl: 'Uw bestelling {number} is aanvaard',
    it: 'Il vostro ordine {number} è stato accettato',
  },
  subject_dates_changed_author: {
    fr: 'Nouvelles dates pour votre commande {number}',
    en: 'New dates for your order {number}',
    de: 'Neue Termine für Ihre Bestellung {number}',
    es: 'Nuevas fechas para su pedido {number}',
    nl: 'Nieuwe data voor uw bestelling {number}',
    it: 'Nuove date per il vostro ordine {number}',
  },
  subject_shipped_author: {
    fr: 'Votre commande {number} est expédiée',
    en: 'Your order {number} has shipped',
    de: 'Ihre Bestellung {number} wurde versandt',
    es: 'Su pedido {number} ha sido enviado',
    nl: 'Uw bestelling {number} is verzonden',
    it: 'Il vostro ordine {number} è stato spedito',
  },
  subject_cancelled_author: {
    fr: 'Votre commande {number} est annulée',
    en: 'Your order {number} is cancelled',
    de: 'Ihre Bestellung {number} wurde storniert',
    es: 'Su pedido {number} ha sido cancelado',
    nl: 'Uw bestelling {number} is geannuleerd',
    it: 'Il vostro ordine {number} è stato annullato',
  },
  subject_status_changed_author: {
    fr: 'Votre commande {number} : nouveau statut',
    en: 'Your order {number}: new status',
    de: 'Ihre Bestellung {number}: neuer Status',
    es: 'Su pedido {number}: nuevo estado',
    nl: 'Uw bestelling {number}: nieuwe status',
    it: 'Il vostro ordine {number}: nuovo stato',
  },

  body_validated_author_group: {
    fr: 'Votre commande {number} pour le devis {quote} est enregistrée. Elle attend maintenant la confirmation de {group} ; vous recevrez un autre e-mail dès qu’elle sera confirmée ou renvoyée.',
    en: 'Your order {number} for the quote {quote} is recorded. It now awaits the confirmation of {group}; you will receive another e-mail as soon as it is confirmed or sent back.',
    de: 'Ihre Bestellung {number} zum Angebot {quote} ist eingegangen. Sie wartet nun auf die Bestätigung durch {group}; Sie erhalten eine weitere E-Mail, sobald sie bestätigt oder zurückgewiesen wird.',
    es: 'Su pedido {number} del presupuesto {quote} ha quedado registrado. Ahora espera la confirmación de {group}; recibirá otro correo en cuanto sea confirmado o devuelto.',
    nl: 'Uw bestelling {number} voor de offerte {quote} is geregistreerd. Ze wacht nu op de bevestiging van {group}; u ontvangt een nieuwe e-mail zodra ze bevestigd of teruggestuurd is.',
    it: 'Il vostro ordine {number} per il preventivo {quote} è stato registrato. Ora attende la conferma di {group}; riceverete un’altra e-mail non appena sarà confermato o rinviato.',
  },
  body_validated_author_direct: {
    fr: 'Votre commande {number} pour le devis {quote} est enregistrée et transmise à notre service commandes. Vous serez informé de ses dates de fabrication et d’expédition.',
    en: 'Your order {number} for the quote {quote} is recorded and has been passed to our order desk. You will be told of its manufacture and shipping dates.',
    de: 'Ihre Bestellung {number} zum Angebot {quote} ist eingegangen und an unsere Auftragsabwicklung weitergeleitet. Sie werden über die Fertigungs- und Versandtermine informiert.',
    es: 'Su pedido {number} del presupuesto {quote} ha quedado registrado y se ha transmitido a nuestro departamento de pedidos. Le informaremos de sus fechas de fabricación y de envío.',
    nl: 'Uw bestelling {number} voor de offerte {quote} is geregistreerd en doorgegeven aan onze orderafdeling. U wordt op de hoogte gebracht van de productie- en verzenddata.',
    it: 'Il vostro ordine {number} per il preventivo {quote} è stato registrato e trasmesso al nostro ufficio ordini. Sarete informati delle date di produzione e di spedizione.',
  },
  body_validated_confirmer: {
    fr: '{client} a validé la commande {number} pour le devis {quote}, facturée par {group}. Elle attend votre confirmation : confirmez-la ou renvoyez-la avec un motif depuis la liste des commandes.',
    en: '{client} has validated the order {number} for the quote {quote}, billed through {group}. It awaits your confirmation: confirm it, or send it back with a reason, from the list of orders.',
    de: '{client} hat die Bestellung {number} zum Angebot {quote} aufgegeben, abgerechnet über {group}. Sie wartet auf Ihre Bestätigung: Bestätigen Sie sie in der Bestellliste oder weisen Sie sie mit einer Begründung zurück.',
    es: '{client} ha validado el pedido {number} del presupuesto {quote}, facturado a través de {group}. Espera su confirmación: confírmelo o devuélvalo con un motivo desde la lista de pedidos.',
    nl: '{client} heeft de bestelling {number} voor de offerte {quote} gevalideerd, gefactureerd via {group}. Ze wacht op uw bevestiging: bevestig ze of stuur ze met een reden terug vanuit de lijst met bestellingen.',
    it: '{client} ha convalidato l’ordine {number} per il preventivo {quote}, fatturato tramite {group}. Attende la vostra conferma: confermatelo o rinviatelo con un motivo dall’elenco degli ordini.',
  },
  body_validated_desk: {
    fr: '{client} a validé la commande {number} pour le devis {quote}. Elle attend d’être acceptée par le service commandes.',
    en: '{client} has validated the order {number} for the quote {quote}. It is waiting at the order desk to be accepted.',
    de: '{client} hat die Bestellung {number} zum Angebot {quote} aufgegeben. Sie wartet in der Auftragsabwicklung auf ihre Annahme.',
    es: '{client} ha validado el pedido {number} del presupuesto {quote}. Espera a ser aceptado por el departamento de pedidos.',
    nl: '{client} heeft de bestelling {number} voor de offerte {quote} gevalideerd. Ze wacht bij de orderafdeling om aanvaard te worden.',
    it: '{client} ha convalidato l’ordine {number} per il preventivo {quote}. Attende di essere accettato dall’ufficio ordini.',
  },
  body_confirmed_author: {
    fr: '{group} a confirmé votre commande {number}. Elle est transmise à notre service commandes ; vous serez informé de ses dates de fabrication et d’expédition.',
    en: '{group} has confirmed your order {number}. It has been passed to our order desk; you will be told of its manufacture and shipping dates.',
    de: '{group} hat Ihre Bestellung {number} bestätigt. Sie ist an unsere Auftragsabwicklung weitergeleitet; Sie werden über die Fertigungs- und Versandtermine informiert.',
    es: '{group} ha confirmado su pedido {number}. Se ha transmitido a nuestro departamento de pedidos; le informaremos de sus fechas de fabricación y de envío.',
    nl: '{group} heeft uw bestelling {number} bevestigd. Ze is doorgegeven aan onze orderafdeling; u wordt op de hoogte gebracht van de productie- en verzenddata.',
    it: '{group} ha confermato il vostro ordine {number}. È stato trasmesso al nostro ufficio ordini; sarete informati delle date di produzione e di spedizione.',
  },
  body_confirmed_desk: {
    fr: '{group} a confirmé la commande {number} de {client}. Elle attend d’être acceptée par le service commandes.',
    en: '{group} has confirmed the order {number} of {client}. It is waiting at the order desk to be accepted.',
    de: '{group} hat die Bestellung {number} von {client} bestätigt. Sie wartet in der Auftragsabwicklung auf ihre Annahme.',
    es: '{group} ha confirmado el pedido {number} de {client}. Espera a ser aceptado por el departamento de pedidos.',
    nl: '{group} heeft de bestelling {number} van {client} bevestigd. Ze wacht bij de orderafdeling om aanvaard te worden.',
    it: '{group} ha confermato l’ordine {number} di {client}. Attende di essere accettato dall’ufficio ordini.',
  },
  body_sent_back_author: {
    fr: '{group} vous a renvoyé la commande {number}. Le devis {quote} est de nouveau un brouillon : corrigez-le selon le motif ci-dessous, puis validez-le à nouveau.',
    en: '{group} has sent back your order {number}. The quote {quote} is a draft again: correct it as the reason below asks, then validate it again.',
    de: '{group} hat Ihre Bestellung {number} zurückgewiesen. Das Angebot {quote} ist wieder ein Entwurf: Korrigieren Sie es gemäß der Begründung unten und lösen Sie die Bestellung erneut aus.',
    es: '{group} le ha devuelto el pedido {number}. El presupuesto {quote} vuelve a ser un borrador: corríjalo según el motivo indicado abajo y vuelva a validarlo.',
    nl: '{group} heeft uw bestelling {number} teruggestuurd. De offerte {quote} is opnieuw een ontwerp: pas ze aan zoals de reden hieronder vraagt en valideer ze opnieuw.',
    it: '{group} ha rinviato il vostro ordine {number}. Il preventivo {quote} è di nuovo una bozza: correggetelo secondo il motivo indicato sotto, poi convalidatelo di nuovo.',
  },
  body_accepted_author: {
    fr: 'Notre service commandes a accepté votre commande {number}. Ses dates prévues figurent ci-dessous.',
    en: 'Our order desk has accepted your order {number}. Its planned dates are below.',
    de: 'Unsere Auftragsabwicklung hat Ihre Bestellung {number} angenommen. Die geplanten Termine finden Sie unten.',
    es: 'Nuestro departamento de pedidos ha aceptado su pedido {number}. Sus fechas previstas figuran a continuación.',
    nl: 'Onze orderafdeling heeft uw bestelling {number} aanvaard. De geplande data staan hieronder.',
    it: 'Il nostro ufficio ordini ha accettato il vostro ordine {number}. Le date previste sono indicate qui sotto.',
  },
  body_dates_changed_author: {
    fr: 'Les dates de votre commande {number} ont changé. Les nouvelles dates figurent ci-dessous.',
    en: 'The dates of your order {number} have changed. The new dates are below.',
    de: 'Die Termine Ihrer Bestellung {number} haben sich geändert. Die neuen Termine finden Sie unten.',
    es: 'Las fechas de su pedido {number} han cambiado. Las nuevas fechas figuran a continuación.',
    nl: 'De data van uw bestelling {number} zijn gewijzigd. De nieuwe data staan hieronder.',
    it: 'Le date del vostro ordine {number} sono cambiate. Le nuove date sono indicate qui sotto.',
  },
  body_shipped_author: {
    fr: 'Votre commande {number} a été expédiée.',
    en: 'Your order {number} has been shipped.',
    de: 'Ihre Bestellung {number} wurde versandt.',
    es: 'Su pedido {number} ha sido enviado.',
    nl: 'Uw bestelling {number} is verzonden.',
    it: 'Il vostro ordine {number} è stato spedito.',
  },
  body_cancelled_author: {
    fr: 'Votre commande {number} a été annulée.',
    en: 'Your order {number} has been cancelled.',
    de: 'Ihre Bestellung {number} wurde storniert.',
    es: 'Su pedido {number} ha sido cancelado.',
    nl: 'Uw bestelling {number} is geannuleerd.',
    it: 'Il vostro ordine {number} è stato annullato.',
  },
  body_status_changed_author: {
    fr: 'Le statut de votre commande {number} est maintenant : {status}.',
    en: 'The status of your order {number} is now: {status}.',
    de: 'Der Status Ihrer Bestellung {number} lautet jetzt: {status}.',
    es: 'El estado de su pedido {number} es ahora: {status}.',
    nl: 'De status van uw bestelling {number} is nu: {status}.',
    it: 'Lo stato del vostro ordine {number} è ora: {status}.',
  },

  label_number: { fr: 'Numéro de commande', en: 'Order number', de: 'Bestellnummer', es: 'Número de pedido', nl: 'Bestelnummer', it: 'Numero d’ordine' },
  label_quote: { fr: 'Devis', en: 'Quote', de: 'Angebot', es: 'Presupuesto', nl: 'Offerte', it: 'Preventivo' },
  label_family: { fr: 'Famille de produits', en: 'Product family', de: 'Produktfamilie', es: 'Familia de productos', nl: 'Productfamilie', it: 'Famiglia di prodotti' },
  label_client: { fr: 'Client', en: 'Client', de: 'Kunde', es: 'Cliente', nl: 'Klant', it: 'Cliente' },
  label_customer_reference: { fr: 'Référence client', en: 'Customer reference', de: 'Kundenreferenz', es: 'Referencia del cliente', nl: 'Klantreferentie', it: 'Riferimento cliente' },
  label_total_ex_vat: { fr: 'Total HT', en: 'Total excl. VAT', de: 'Summe netto', es: 'Total sin IVA', nl: 'Totaal excl. btw', it: 'Totale IVA esclusa' },
  label_total_incl_vat: { fr: 'Total TTC', en: 'Total incl. VAT', de: 'Summe brutto', es: 'Total con IVA', nl: 'Totaal incl. btw', it: 'Totale IVA inclusa' },
  label_net_total: {
    fr: 'Total net remisé HT',
    en: 'Net total after discount, excl. VAT',
    de: 'Nettosumme nach Rabatt',
    es: 'Total neto con descuento, sin IVA',
    nl: 'Nettototaal na korting, excl. btw',
    it: 'Totale netto scontato, IVA esclusa',
  },
  label_created: { fr: 'Commandé le', en: 'Ordered on', de: 'Bestellt am', es: 'Pedido el', nl: 'Besteld op', it: 'Ordinato il' },
  label_requested_delivery_date: {
    fr: 'Livraison souhaitée',
    en: 'Requested delivery date',
    de: 'Gewünschter Liefertermin',
    es: 'Fecha de entrega solicitada',
    nl: 'Gewenste leverdatum',
    it: 'Data di consegna richiesta',
  },
  label_manufacture_date: { fr: 'Date de fabrication', en: 'Manufacture date', de: 'Fertigungsdatum', es: 'Fecha de fabricación', nl: 'Productiedatum', it: 'Data di produzione' },
  label_ex_works_date: { fr: 'Date de départ usine', en: 'Ex-works date', de: 'Datum ab Werk', es: 'Fecha de salida de fábrica', nl: 'Datum af fabriek', it: 'Data franco fabbrica' },
  label_shipping_date: { fr: 'Date d’expédition', en: 'Shipping date', de: 'Versanddatum', es: 'Fecha de envío', nl: 'Verzenddatum', it: 'Data di spedizione' },
  label_status: { fr: 'Statut', en: 'Status', de: 'Status', es: 'Estado', nl: 'Status', it: 'Stato' },
  label_reason: { fr: 'Motif', en: 'Reason', de: 'Begründung', es: 'Motivo', nl: 'Reden', it: 'Motivo' },
  label_reason_of: { fr: 'Motif donné par {group}', en: 'Reason given by {group}', de: 'Begründung von {group}', es: 'Motivo indicado por {group}', nl: 'Reden opgegeven door {group}', it: 'Motivo indicato da {group}' },
  changed_from: { fr: '{value} (auparavant {previous})', en: '{value} (previously {previous})', de: '{value} (bisher {previous})', es: '{value} (antes {previous})', nl: '{value} (voorheen {previous})', it: '{value} (in precedenza {previous})' },
  no_date: { fr: 'aucune', en: 'none', de: 'keines', es: 'ninguna', nl: 'geen', it: 'nessuna' },

  status_in_progress: { fr: 'En cours', en: 'In progress', de: 'In Bearbeitung', es: 'En curso', nl: 'In behandeling', it: 'In corso' },
  status_awaiting: { fr: 'En attente de confirmation', en: 'Awaiting confirmation', de: 'Wartet auf Bestätigung', es: 'Pendiente de confirmación', nl: 'Wacht op bevestiging', it: 'In attesa di conferma' },
  status_shipped: { fr: 'Expédiée', en: 'Shipped', de: 'Versandt', es: 'Enviado', nl: 'Verzonden', it: 'Spedito' },
  status_cancelled: { fr: 'Annulée', en: 'Cancelled', de: 'Storniert', es: 'Cancelado', nl: 'Geannuleerd', it: 'Annullato' },

  action_order: { fr: 'Voir la commande', en: 'View the order', de: 'Bestellung ansehen', es: 'Ver el pedido', nl: 'Bestelling bekijken', it: 'Vedi l’ordine' },
  action_quote: { fr: 'Ouvrir le devis', en: 'Open the quote', de: 'Angebot öffnen', es: 'Abrir el presupuesto', nl: 'Offerte openen', it: 'Apri il preventivo' },
} satisfies Record<string, Texts>;

export type OrderMailTextKey = keyof typeof ORDER_MAIL_TEXTS;

export function orderMailText(key: OrderMailTextKey, locale: Locale, params: Record<string, string> = {}): string {
  const texts: Texts = ORDER_MAIL_TEXTS[key];
  const template = texts[locale] || texts[FALLBACK_LOCALE];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}
