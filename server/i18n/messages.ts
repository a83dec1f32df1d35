/**
 * Messages the server writes into error responses, in the six languages.
 * English is the fallback for a missing text.
 */
import { FALLBACK_LOCALE, type Locale } from '../../engine/index.ts';

type Texts = Record<Locale, string>;

export const ERROR_MESSAGES = {
  bad_request: {
    fr: 'La requête est invalide.',
    en: 'The request is invalid.',
    de: 'Die Anfrage ist ungültig.',
    es: 'La solicitud no es válida.',
    nl: 'Het verzoek is ongeldig.',
    it: 'La richiesta non è valida.',
  },
  invalid_json: {
    fr: "Le corps de la requête n'est pas un JSON valide.",
    en: 'The request body is not valid JSON.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
    it: 'Il corpo della richiesta non è un JSON valido.',
  },
  validation_failed: {
    fr: 'Le formulaire comporte des erreurs, vérifiez les données saisies.',
    en: 'The form has errors, please check the submitted data.',
    de: 'Das Formular enthält Fehler, bitte überprüfen Sie die eingegebenen Daten.',
    es: 'El formulario contiene errores, compruebe los datos introducidos.',
    nl: 'Het formulier bevat fouten, controleer de ingevoerde gegevens.',
    it: 'Il modulo contiene errori, verifica i dati inseriti.',
  },
  unauthorized: {
    fr: 'Votre session a expiré, veuillez vous reconnecter.',
    en: 'Your session has expired, please log in again.',
    de: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
    es: 'Su sesión ha caducado, inicie sesión de nuevo.',
    nl: 'Uw sessie is verlopen, meld u opnieuw aan.',
    it: 'La sessione è scaduta, effettua di nuovo l’accesso.',
  },
  expired_token: {
    fr: 'Votre session a expiré.',
    en: 'Your session has expired.',
    de: 'Ihre Sitzung ist abgelaufen.',
    es: 'Su sesión ha caducado.',
    nl: 'Uw sessie is verlopen.',
    it: 'La sessione è scaduta.',
  },
  invalid_token: {
    fr: 'Votre session n’est plus valide, veuillez vous reconnecter.',
    en: 'Your session is no longer valid, please log in again.',
    de: 'Ihre Sitzung ist nicht mehr gültig, bitte melden Sie sich erneut an.',
    es: 'Su sesión ya no es válida, inicie sesión de nuevo.',
    nl: 'Uw sessie is niet meer geldig, meld u opnieuw aan.',
    it: 'La sessione non è più valida, effettua di nuovo l’accesso.',
  },
  forbidden: {
    fr: "Vous n'avez pas les droits nécessaires pour cette action.",
    en: 'You do not have permission to do this.',
    de: 'Sie haben keine Berechtigung für diese Aktion.',
    es: 'No tiene permiso para realizar esta acción.',
    nl: 'U hebt geen toestemming voor deze actie.',
    it: 'Non hai i permessi per questa azione.',
  },
  not_found: {
    fr: "Cet élément n'existe pas.",
    en: 'This item does not exist.',
    de: 'Dieses Element existiert nicht.',
    es: 'Este elemento no existe.',
    nl: 'Dit item bestaat niet.',
    it: 'Questo elemento non esiste.',
  },
  route_not_found: {
    fr: "Cette adresse de l'API n'existe pas.",
    en: 'This API address does not exist.',
    de: 'Diese API-Adresse existiert nicht.',
    es: 'Esta dirección de la API no existe.',
    nl: 'Dit API-adres bestaat niet.',
    it: 'Questo indirizzo dell’API non esiste.',
  },
  payload_too_large: {
    fr: 'Les données envoyées sont trop volumineuses.',
    en: 'The data sent is too large.',
    de: 'Die gesendeten Daten sind zu groß.',
    es: 'Los datos enviados son demasiado grandes.',
    nl: 'De verzonden gegevens zijn te groot.',
    it: 'I dati inviati sono troppo grandi.',
  },
  unsupported_media_type: {
    fr: "Ce type de contenu n'est pas accepté.",
    en: 'This content type is not accepted.',
    de: 'Dieser Inhaltstyp wird nicht akzeptiert.',
    es: 'Este tipo de contenido no se acepta.',
    nl: 'Dit inhoudstype wordt niet geaccepteerd.',
    it: 'Questo tipo di contenuto non è accettato.',
  },
  too_many_requests: {
    fr: 'Trop de tentatives, réessayez dans une minute.',
    en: 'Too many attempts, please try again in a minute.',
    de: 'Zu viele Versuche, bitte versuchen Sie es in einer Minute erneut.',
    es: 'Demasiados intentos, vuelva a intentarlo dentro de un minuto.',
    nl: 'Te veel pogingen, probeer het over een minuut opnieuw.',
    it: 'Troppi tentativi, riprova tra un minuto.',
  },
  not_implemented: {
    fr: "Cette fonction n'est pas encore disponible.",
    en: 'This function is not available yet.',
    de: 'Diese Funktion ist noch nicht verfügbar.',
    es: 'Esta función aún no está disponible.',
    nl: 'Deze functie is nog niet beschikbaar.',
    it: 'Questa funzione non è ancora disponibile.',
  },
  internal_error: {
    fr: 'Une erreur est survenue, veuillez réessayer.',
    en: 'An error occurred, please try again.',
    de: 'Ein Fehler ist aufgetreten, bitte versuchen Sie es erneut.',
    es: 'Se ha producido un error, vuelva a intentarlo.',
    nl: 'Er is een fout opgetreden, probeer het opnieuw.',
    it: 'Si è verificato un errore, riprova.',
  },
  invalid_credentials: {
    fr: 'Identifiant ou mot de passe invalide.',
    en: 'Invalid login or password.',
    de: 'Ungültige Kennung oder ungültiges Passwort.',
    es: 'Usuario o contraseña no válidos.',
    nl: 'Ongeldige gebruikersnaam of ongeldig wachtwoord.',
    it: 'Nome utente o password non validi.',
  },
  terms_not_accepted: {
    fr: 'Vous devez accepter les conditions générales.',
    en: 'You must accept the terms and conditions.',
    de: 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren.',
    es: 'Debe aceptar los términos y condiciones.',
    nl: 'U moet de algemene voorwaarden aanvaarden.',
    it: 'Devi accettare i termini e le condizioni.',
  },
  reset_invalid: {
    fr: 'Identifiant ou e-mail invalide, contactez votre interlocuteur commercial.',
    en: 'Invalid login or e-mail, please contact your sales contact.',
    de: 'Ungültige Kennung oder E-Mail-Adresse, bitte wenden Sie sich an Ihren Vertriebsansprechpartner.',
    es: 'Usuario o correo electrónico no válidos, póngase en contacto con su comercial.',
    nl: 'Ongeldige gebruikersnaam of e-mailadres, neem contact op met uw commerciële contactpersoon.',
    it: 'Nome utente o e-mail non validi, contatta il tuo referente commerciale.',
  },
  login_taken: {
    fr: 'Cet identifiant est déjà utilisé.',
    en: 'This login is already used.',
    de: 'Diese Kennung wird bereits verwendet.',
    es: 'Este usuario ya está en uso.',
    nl: 'Deze gebruikersnaam is al in gebruik.',
    it: 'Questo nome utente è già in uso.',
  },
  account_inactive: {
    fr: 'Ce compte est désactivé, contactez votre administrateur.',
    en: 'This account is disabled, please contact your administrator.',
    de: 'Dieses Konto ist deaktiviert, bitte wenden Sie sich an Ihren Administrator.',
    es: 'Esta cuenta está desactivada, póngase en contacto con su administrador.',
    nl: 'Dit account is gedeactiveerd, neem contact op met uw beheerder.',
    it: 'Questo account è disattivato, contatta il tuo amministratore.',
  },
  cannot_deactivate_self: {
    fr: 'Vous ne pouvez pas désactiver votre propre compte.',
    en: 'You cannot deactivate your own account.',
    de: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    es: 'No puede desactivar su propia cuenta.',
    nl: 'U kunt uw eigen account niet deactiveren.',
    it: 'Non puoi disattivare il tuo account.',
  },
  role_not_allowed: {
    fr: "Ce rôle n'est pas disponible pour cet utilisateur.",
    en: 'This role is not available for this user.',
    de: 'Diese Rolle ist für diesen Benutzer nicht verfügbar.',
    es: 'Este rol no está disponible para este usuario.',
    nl: 'Deze rol is niet beschikbaar voor deze gebruiker.',
    it: 'Questo ruolo non è disponibile per questo utente.',
  },
} satisfies Record<string, Texts>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function errorMessage(code: ErrorCode, locale: Locale): string {
  const texts: Texts = ERROR_MESSAGES[code];
  return texts[locale] || texts[FALLBACK_LOCALE];
}
