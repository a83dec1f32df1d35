/**
 * Why the order life cycle refuses a change (server/orders/order-lifecycle.ts),
 * in the six languages: the `{reason}` of 409 invalid_status_transition.
 */
import type { RefusalReason } from '../orders/order-lifecycle.ts';
import type { Texts } from './text.ts';

/** Read through `text(REFUSAL_REASONS, reason, locale)` (./text.ts). */
export const REFUSAL_REASONS: Record<RefusalReason, Texts> = {
  awaiting_confirmation: {
    fr: 'la commande attend encore la confirmation de sa centrale.',
    en: 'the order is still awaiting its trading group’s confirmation.',
    de: 'die Bestellung wartet noch auf die Bestätigung ihrer Einkaufsgemeinschaft.',
    es: 'el pedido aún espera la confirmación de su central de compras.',
    nl: 'de bestelling wacht nog op de bevestiging van haar inkoopcentrale.',
    it: 'l’ordine attende ancora la conferma della sua centrale d’acquisto.',
  },
  not_awaiting: {
    fr: "la commande n’attend pas de confirmation.",
    en: 'the order is not awaiting confirmation.',
    de: 'die Bestellung wartet nicht auf eine Bestätigung.',
    es: 'el pedido no está pendiente de confirmación.',
    nl: 'de bestelling wacht niet op bevestiging.',
    it: 'l’ordine non è in attesa di conferma.',
  },
  not_accepted: {
    fr: 'la commande doit être acceptée (dates de fabrication et de départ usine) avant son expédition.',
    en: 'the order must be accepted (manufacture and ex-works dates) before it is shipped.',
    de: 'die Bestellung muss vor dem Versand angenommen werden (Herstellungs- und Ab-Werk-Datum).',
    es: 'el pedido debe aceptarse (fechas de fabricación y de salida de fábrica) antes de enviarse.',
    nl: 'de bestelling moet worden aanvaard (productie- en af-fabriekdatum) voordat ze wordt verzonden.',
    it: 'l’ordine deve essere accettato (date di produzione e franco fabbrica) prima della spedizione.',
  },
  no_shipping_date: {
    fr: "une commande ne peut être expédiée sans date d’expédition.",
    en: 'an order cannot be shipped without a shipping date.',
    de: 'eine Bestellung kann nicht ohne Versanddatum versendet werden.',
    es: 'un pedido no puede enviarse sin fecha de envío.',
    nl: 'een bestelling kan niet zonder verzenddatum worden verzonden.',
    it: 'un ordine non può essere spedito senza data di spedizione.',
  },
  shipped: {
    fr: 'la commande a déjà été expédiée.',
    en: 'the order has already been shipped.',
    de: 'die Bestellung wurde bereits versendet.',
    es: 'el pedido ya se ha enviado.',
    nl: 'de bestelling is al verzonden.',
    it: 'l’ordine è già stato spedito.',
  },
  cancelled: {
    fr: 'la commande est annulée.',
    en: 'the order is cancelled.',
    de: 'die Bestellung ist storniert.',
    es: 'el pedido está cancelado.',
    nl: 'de bestelling is geannuleerd.',
    it: 'l’ordine è annullato.',
  },
};
