/**
 * Texts of the account e-mails (subscription link, password-reset link,
 * access request opened and answered), in the six languages: a table per
 * text, English as the fallback, `{name}` placeholders filled by
 * account-mails.ts (values are escaped there for the HTML part).
 */
import type { Locale } from '../../engine/index.ts';
import { fillText } from '../i18n/document-texts.ts';

type Texts = Record<Locale, string>;

export const ACCOUNT_MAIL_TEXTS = {
  greeting: {
    fr: 'Bonjour {name},',
    en: 'Hello {name},',
    de: 'Guten Tag {name},',
    es: 'Hola, {name}:',
    nl: 'Beste {name},',
    it: 'Gentile {name},',
  },
  signature: {
    fr: 'L’équipe du configurateur Aquaterra',
    en: 'The Aquaterra configurator team',
    de: 'Ihr Team des Aquaterra-Konfigurators',
    es: 'El equipo del configurador Aquaterra',
    nl: 'Het team van de Aquaterra-configurator',
    it: 'Il team del configuratore Aquaterra',
  },
  login_line: {
    fr: 'Votre identifiant : {login}',
    en: 'Your login: {login}',
    de: 'Ihre Kennung: {login}',
    es: 'Su usuario: {login}',
    nl: 'Uw gebruikersnaam: {login}',
    it: 'Il tuo nome utente: {login}',
  },
  valid_until: {
    fr: 'Ce lien ne sert qu’une fois et expire le {date}.',
    en: 'This link works once and expires on {date}.',
    de: 'Dieser Link funktioniert nur einmal und läuft am {date} ab.',
    es: 'Este enlace solo sirve una vez y caduca el {date}.',
    nl: 'Deze link werkt één keer en verloopt op {date}.',
    it: 'Questo link funziona una sola volta e scade il {date}.',
  },
  choose_password: {
    fr: 'Choisir mon mot de passe',
    en: 'Choose my password',
    de: 'Mein Passwort wählen',
    es: 'Elegir mi contraseña',
    nl: 'Mijn wachtwoord kiezen',
    it: 'Scegli la mia password',
  },
  subscription_subject: {
    fr: 'Votre compte sur le configurateur Aquaterra : terminez votre inscription',
    en: 'Your account on the Aquaterra configurator: complete your registration',
    de: 'Ihr Konto im Aquaterra-Konfigurator: Schließen Sie Ihre Registrierung ab',
    es: 'Su cuenta en el configurador Aquaterra: complete su registro',
    nl: 'Uw account in de Aquaterra-configurator: voltooi uw registratie',
    it: 'Il tuo account sul configuratore Aquaterra: completa la registrazione',
  },
  subscription_intro: {
    fr: 'Un compte a été créé pour vous sur le configurateur Aquaterra, pour la société {company}. Pour terminer votre inscription, choisissez votre mot de passe :',
    en: 'An account was created for you on the Aquaterra configurator, for the company {company}. To complete your registration, choose your password:',
    de: 'Für Sie wurde im Aquaterra-Konfigurator ein Konto für die Firma {company} angelegt. Um Ihre Registrierung abzuschließen, wählen Sie Ihr Passwort:',
    es: 'Se ha creado una cuenta para usted en el configurador Aquaterra, para la empresa {company}. Para completar su registro, elija su contraseña:',
    nl: 'Er is een account voor u aangemaakt in de Aquaterra-configurator, voor het bedrijf {company}. Kies uw wachtwoord om uw registratie te voltooien:',
    it: 'È stato creato un account per te sul configuratore Aquaterra, per l’azienda {company}. Per completare la registrazione, scegli la tua password:',
  },
  reset_subject: {
    fr: 'Choisissez un nouveau mot de passe',
    en: 'Choose a new password',
    de: 'Wählen Sie ein neues Passwort',
    es: 'Elija una nueva contraseña',
    nl: 'Kies een nieuw wachtwoord',
    it: 'Scegli una nuova password',
  },
  reset_intro: {
    fr: 'Un nouveau mot de passe a été demandé pour votre compte. Choisissez-le avec ce lien :',
    en: 'A new password was asked for your account. Choose it with this link:',
    de: 'Für Ihr Konto wurde ein neues Passwort angefordert. Wählen Sie es über diesen Link:',
    es: 'Se ha solicitado una nueva contraseña para su cuenta. Elíjala con este enlace:',
    nl: 'Er is een nieuw wachtwoord aangevraagd voor uw account. Kies het via deze link:',
    it: 'È stata richiesta una nuova password per il tuo account. Sceglila con questo link:',
  },
  reset_button: {
    fr: 'Choisir un nouveau mot de passe',
    en: 'Choose a new password',
    de: 'Neues Passwort wählen',
    es: 'Elegir una nueva contraseña',
    nl: 'Nieuw wachtwoord kiezen',
    it: 'Scegli una nuova password',
  },
  reset_ignore: {
    fr: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    en: 'If you did not ask for it, ignore this e-mail: your password does not change.',
    de: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    es: 'Si no lo ha solicitado, ignore este correo: su contraseña no cambia.',
    nl: 'Als u niets hebt aangevraagd, negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
    it: 'Se non hai richiesto nulla, ignora questa e-mail: la tua password non cambia.',
  },
  granted_subject: {
    fr: 'Votre accès au compte de {installer} est accordé',
    en: 'Your access to the account of {installer} is granted',
    de: 'Ihr Zugang zum Konto von {installer} wurde gewährt',
    es: 'Se le ha concedido el acceso a la cuenta de {installer}',
    nl: 'Uw toegang tot het account van {installer} is toegekend',
    it: 'Il tuo accesso all’account di {installer} è stato concesso',
  },
  granted_intro: {
    fr: '{installer} a accepté votre demande d’accès à son compte : vous pouvez établir des devis sur le configurateur Aquaterra pour {company}.',
    en: '{installer} accepted your request for access to its account: you can make quotes on the Aquaterra configurator for {company}.',
    de: '{installer} hat Ihre Zugangsanfrage zu seinem Konto angenommen: Sie können im Aquaterra-Konfigurator Angebote für {company} erstellen.',
    es: '{installer} ha aceptado su solicitud de acceso a su cuenta: puede elaborar presupuestos en el configurador Aquaterra para {company}.',
    nl: '{installer} heeft uw verzoek om toegang tot zijn account aanvaard: u kunt offertes maken in de Aquaterra-configurator voor {company}.',
    it: '{installer} ha accettato la tua richiesta di accesso al suo account: puoi creare preventivi sul configuratore Aquaterra per {company}.',
  },
  granted_link: {
    fr: 'Pour commencer, choisissez votre mot de passe :',
    en: 'To begin, choose your password:',
    de: 'Wählen Sie zunächst Ihr Passwort:',
    es: 'Para empezar, elija su contraseña:',
    nl: 'Kies om te beginnen uw wachtwoord:',
    it: 'Per iniziare, scegli la tua password:',
  },
  granted_sign_in: {
    fr: 'Connectez-vous avec votre identifiant et votre mot de passe habituels : {url}',
    en: 'Sign in with your usual login and password: {url}',
    de: 'Melden Sie sich mit Ihrer gewohnten Kennung und Ihrem Passwort an: {url}',
    es: 'Inicie sesión con su usuario y contraseña habituales: {url}',
    nl: 'Meld u aan met uw gebruikelijke gebruikersnaam en wachtwoord: {url}',
    it: 'Accedi con il tuo solito nome utente e la tua password: {url}',
  },
  refused_subject: {
    fr: 'Votre demande d’accès au compte de {installer}',
    en: 'Your request for access to the account of {installer}',
    de: 'Ihre Zugangsanfrage zum Konto von {installer}',
    es: 'Su solicitud de acceso a la cuenta de {installer}',
    nl: 'Uw verzoek om toegang tot het account van {installer}',
    it: 'La tua richiesta di accesso all’account di {installer}',
  },
  refused_intro: {
    fr: '{installer} n’a pas accepté votre demande d’accès à son compte sur le configurateur Aquaterra. Pour toute question, contactez directement {installer}.',
    en: '{installer} did not accept your request for access to its account on the Aquaterra configurator. For any question, please contact {installer} directly.',
    de: '{installer} hat Ihre Zugangsanfrage zu seinem Konto im Aquaterra-Konfigurator nicht angenommen. Bei Fragen wenden Sie sich bitte direkt an {installer}.',
    es: '{installer} no ha aceptado su solicitud de acceso a su cuenta en el configurador Aquaterra. Para cualquier pregunta, póngase en contacto directamente con {installer}.',
    nl: '{installer} heeft uw verzoek om toegang tot zijn account in de Aquaterra-configurator niet aanvaard. Neem bij vragen rechtstreeks contact op met {installer}.',
    it: '{installer} non ha accettato la tua richiesta di accesso al suo account sul configuratore Aquaterra. Per qualsiasi domanda, contatta direttamente {installer}.',
  },
  opened_subject: {
    fr: 'Demande d’accès de {external} à votre compte',
    en: 'Request for access to your account from {external}',
    de: 'Zugangsanfrage von {external} zu Ihrem Konto',
    es: 'Solicitud de acceso a su cuenta de {external}',
    nl: 'Verzoek om toegang tot uw account van {external}',
    it: 'Richiesta di accesso al tuo account da {external}',
  },
  opened_intro: {
    fr: '{user} ({email}), de votre client externe {external}, demande l’accès au compte de {installer} pour établir des devis. Acceptez ou refusez la demande dans le configurateur :',
    en: '{user} ({email}), of your external client {external}, asks for access to the account of {installer} to make quotes. Accept or refuse the request in the configurator:',
    de: '{user} ({email}) von Ihrem externen Kunden {external} bittet um Zugang zum Konto von {installer}, um Angebote zu erstellen. Nehmen Sie die Anfrage im Konfigurator an oder lehnen Sie sie ab:',
    es: '{user} ({email}), de su cliente externo {external}, solicita acceso a la cuenta de {installer} para elaborar presupuestos. Acepte o rechace la solicitud en el configurador:',
    nl: '{user} ({email}), van uw externe klant {external}, vraagt toegang tot het account van {installer} om offertes te maken. Aanvaard of weiger het verzoek in de configurator:',
    it: '{user} ({email}), del tuo cliente esterno {external}, chiede l’accesso all’account di {installer} per creare preventivi. Accetta o rifiuta la richiesta nel configuratore:',
  },
  opened_button: {
    fr: 'Voir les demandes d’accès',
    en: 'See the requests for access',
    de: 'Zugangsanfragen ansehen',
    es: 'Ver las solicitudes de acceso',
    nl: 'Verzoeken om toegang bekijken',
    it: 'Vedi le richieste di accesso',
  },
} satisfies Record<string, Texts>;

export type AccountMailText = keyof typeof ACCOUNT_MAIL_TEXTS;

/** A text in a language, its `{name}` placeholders filled with the params passed through `fill` (which may escape them). */
export function mailText(key: AccountMailText, locale: Locale, params: Record<string, string> = {}, fill: (value: string) => string = (v) => v): string {
  return fillText(ACCOUNT_MAIL_TEXTS[key], locale, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, fill(value)])));
}
