/**
 * Field-level messages for request validation failures (Ajv keywords), in the
 * six languages, read through `text` (./text.ts). `{limit}` and `{values}` are
 * filled from the Ajv error.
 */
import type { Locale } from '../../engine/index.ts';
import { SINGLE_LINE_PATTERN } from '../http/single-line.ts';
import { hasText, text, type Texts } from './text.ts';

const KEYWORD_MESSAGES: Record<string, Texts> = {
  required: {
    fr: 'Champ obligatoire',
    en: 'Required field',
    de: 'Pflichtfeld',
    es: 'Campo obligatorio',
    nl: 'Verplicht veld',
    it: 'Campo obbligatorio',
  },
  type: {
    fr: 'Type de valeur incorrect',
    en: 'Wrong type of value',
    de: 'Falscher Werttyp',
    es: 'Tipo de valor incorrecto',
    nl: 'Verkeerd type waarde',
    it: 'Tipo di valore errato',
  },
  minLength: {
    fr: 'Au moins {limit} caractère(s)',
    en: 'At least {limit} character(s)',
    de: 'Mindestens {limit} Zeichen',
    es: 'Al menos {limit} carácter(es)',
    nl: 'Minstens {limit} teken(s)',
    it: 'Almeno {limit} carattere/i',
  },
  maxLength: {
    fr: 'Au plus {limit} caractères',
    en: 'At most {limit} characters',
    de: 'Höchstens {limit} Zeichen',
    es: 'Como máximo {limit} caracteres',
    nl: 'Hoogstens {limit} tekens',
    it: 'Al massimo {limit} caratteri',
  },
  minimum: {
    fr: 'Doit être supérieur ou égal à {limit}',
    en: 'Must be at least {limit}',
    de: 'Muss mindestens {limit} sein',
    es: 'Debe ser al menos {limit}',
    nl: 'Moet minstens {limit} zijn',
    it: 'Deve essere almeno {limit}',
  },
  maximum: {
    fr: 'Doit être inférieur ou égal à {limit}',
    en: 'Must be at most {limit}',
    de: 'Darf höchstens {limit} sein',
    es: 'Debe ser como máximo {limit}',
    nl: 'Mag hoogstens {limit} zijn',
    it: 'Deve essere al massimo {limit}',
  },
  enum: {
    fr: 'Valeur non autorisée (valeurs possibles\u00a0: {values})',
    en: 'Value not allowed (allowed: {values})',
    de: 'Wert nicht zulässig (zulässig: {values})',
    es: 'Valor no permitido (permitidos: {values})',
    nl: 'Waarde niet toegestaan (toegestaan: {values})',
    it: 'Valore non consentito (consentiti: {values})',
  },
  format: {
    fr: 'Format invalide',
    en: 'Invalid format',
    de: 'Ungültiges Format',
    es: 'Formato no válido',
    nl: 'Ongeldig formaat',
    it: 'Formato non valido',
  },
  pattern: {
    fr: 'Caractères non autorisés',
    en: 'Characters not allowed',
    de: 'Unzulässige Zeichen',
    es: 'Caracteres no permitidos',
    nl: 'Niet-toegestane tekens',
    it: 'Caratteri non consentiti',
  },
  /** A `pattern` failure of the contract's SINGLE_LINE_PATTERN. */
  single_line: {
    fr: 'Doit tenir sur une seule ligne, sans retour à la ligne ni caractère de contrôle',
    en: 'Must hold on one line, without line breaks or control characters',
    de: 'Muss in eine Zeile passen, ohne Zeilenumbruch oder Steuerzeichen',
    es: 'Debe caber en una sola línea, sin saltos de línea ni caracteres de control',
    nl: 'Moet op één regel staan, zonder regeleinden of stuurtekens',
    it: 'Deve stare su una sola riga, senza a capo né caratteri di controllo',
  },
  additionalProperties: {
    fr: 'Champ inconnu',
    en: 'Unknown field',
    de: 'Unbekanntes Feld',
    es: 'Campo desconocido',
    nl: 'Onbekend veld',
    it: 'Campo sconosciuto',
  },
  minProperties: {
    fr: 'Au moins un champ est requis',
    en: 'At least one field is required',
    de: 'Mindestens ein Feld ist erforderlich',
    es: 'Se requiere al menos un campo',
    nl: 'Minstens één veld is vereist',
    it: 'È richiesto almeno un campo',
  },
  multipleOf: {
    fr: 'Doit être un multiple de {limit}',
    en: 'Must be a multiple of {limit}',
    de: 'Muss ein Vielfaches von {limit} sein',
    es: 'Debe ser un múltiplo de {limit}',
    nl: 'Moet een veelvoud van {limit} zijn',
    it: 'Deve essere un multiplo di {limit}',
  },
  unknown_question: {
    fr: "Cette question n’appartient pas à la famille de produits",
    en: 'This question is not part of the product family',
    de: 'Diese Frage gehört nicht zur Produktfamilie',
    es: 'Esta pregunta no pertenece a la familia de productos',
    nl: 'Deze vraag hoort niet bij de productfamilie',
    it: 'Questa domanda non fa parte della famiglia di prodotti',
  },
  unknown_answer: {
    fr: "Cette réponse n’existe pas pour la question",
    en: 'This answer does not exist for the question',
    de: 'Diese Antwort gibt es für die Frage nicht',
    es: 'Esta respuesta no existe para la pregunta',
    nl: 'Dit antwoord bestaat niet voor de vraag',
    it: 'Questa risposta non esiste per la domanda',
  },
  uniqueItems: {
    fr: 'La même réponse est choisie deux fois',
    en: 'The same answer is chosen twice',
    de: 'Dieselbe Antwort ist zweimal gewählt',
    es: 'La misma respuesta está elegida dos veces',
    nl: 'Hetzelfde antwoord is twee keer gekozen',
    it: 'La stessa risposta è scelta due volte',
  },
  not_offered: {
    fr: "Cette réponse n’est pas proposée ici",
    en: 'This answer is not offered here',
    de: 'Diese Antwort wird hier nicht angeboten',
    es: 'Esta respuesta no se ofrece aquí',
    nl: 'Dit antwoord wordt hier niet aangeboden',
    it: 'Questa risposta non è proposta qui',
  },
  invalid: {
    fr: 'Valeur invalide',
    en: 'Invalid value',
    de: 'Ungültiger Wert',
    es: 'Valor no válido',
    nl: 'Ongeldige waarde',
    it: 'Valore non valido',
  },
};

export function validationMessage(
  keyword: string,
  params: Record<string, unknown>,
  locale: Locale,
): string {
  // a line break where one line is meant says so, rather than "characters not allowed"
  const key = keyword === 'pattern' && params.pattern === SINGLE_LINE_PATTERN ? 'single_line' : keyword;
  const values = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
  return text(KEYWORD_MESSAGES, hasText(KEYWORD_MESSAGES, key) ? key : 'invalid', locale, { limit: String(params.limit ?? ''), values });
}
