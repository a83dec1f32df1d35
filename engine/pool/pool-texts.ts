/**
 * Why a pool left a question unanswered (answers-from-pool.ts), in the six
 * languages: the studio's preview, the project screens and the server say the
 * same words. `{value}` is what the pool gave, `{limit}` the bound it crossed,
 * both as numbers of the reader's language (with the question's unit).
 */
import type { Locale } from '../constants.ts';
import type { CatalogueQuestion } from '../catalogue/catalogue.types.ts';
import type { PoolSkip, PoolSkipReason } from './answers-from-pool.ts';

type Texts = Readonly<Record<Locale, string>>;

export const POOL_SKIP_TEXTS: Record<PoolSkipReason, Texts> = {
  no_value: {
    fr: 'le bassin ne donne pas cette valeur',
    en: 'the pool does not give this value',
    de: 'das Becken liefert diesen Wert nicht',
    es: 'la piscina no da este valor',
    nl: 'het zwembad geeft deze waarde niet',
    it: 'la piscina non fornisce questo valore',
  },
  evaluation_error: {
    fr: 'la liaison au bassin n’a pas pu être calculée',
    en: 'the pool binding could not be worked out',
    de: 'die Beckenbindung konnte nicht berechnet werden',
    es: 'no se ha podido calcular el vínculo con la piscina',
    nl: 'de zwembadkoppeling kon niet worden berekend',
    it: 'non è stato possibile calcolare il collegamento alla piscina',
  },
  type: {
    fr: 'le bassin donne {value}, qui n’est pas une réponse de ce type',
    en: 'the pool gives {value}, which is not an answer of this kind',
    de: 'das Becken liefert {value}, keine Antwort dieser Art',
    es: 'la piscina da {value}, que no es una respuesta de este tipo',
    nl: 'het zwembad geeft {value}, geen antwoord van deze soort',
    it: 'la piscina fornisce {value}, che non è una risposta di questo tipo',
  },
  unknown_answer: {
    fr: 'le bassin donne « {value} », qui n’est pas une réponse de cette question',
    en: 'the pool gives “{value}”, which is not one of this question’s answers',
    de: 'das Becken liefert „{value}“, keine Antwort dieser Frage',
    es: 'la piscina da «{value}», que no es una respuesta de esta pregunta',
    nl: 'het zwembad geeft ‘{value}’, geen antwoord van deze vraag',
    it: 'la piscina fornisce «{value}», che non è una risposta di questa domanda',
  },
  minimum: {
    fr: 'le bassin donne {value}, sous le minimum de {limit}',
    en: 'the pool gives {value}, below the minimum of {limit}',
    de: 'das Becken liefert {value}, unter dem Minimum von {limit}',
    es: 'la piscina da {value}, por debajo del mínimo de {limit}',
    nl: 'het zwembad geeft {value}, onder het minimum van {limit}',
    it: 'la piscina fornisce {value}, sotto il minimo di {limit}',
  },
  maximum: {
    fr: 'le bassin donne {value}, au-dessus du maximum de {limit}',
    en: 'the pool gives {value}, above the maximum of {limit}',
    de: 'das Becken liefert {value}, über dem Maximum von {limit}',
    es: 'la piscina da {value}, por encima del máximo de {limit}',
    nl: 'het zwembad geeft {value}, boven het maximum van {limit}',
    it: 'la piscina fornisce {value}, sopra il massimo di {limit}',
  },
  multipleOf: {
    fr: 'le bassin donne {value}, qui n’est pas un multiple de {limit}',
    en: 'the pool gives {value}, which is not a multiple of {limit}',
    de: 'das Becken liefert {value}, kein Vielfaches von {limit}',
    es: 'la piscina da {value}, que no es múltiplo de {limit}',
    nl: 'het zwembad geeft {value}, geen veelvoud van {limit}',
    it: 'la piscina fornisce {value}, che non è un multiplo di {limit}',
  },
  maxLength: {
    fr: 'le texte du bassin dépasse {limit} caractères',
    en: 'the pool’s text is longer than {limit} characters',
    de: 'der Text des Beckens ist länger als {limit} Zeichen',
    es: 'el texto de la piscina supera los {limit} caracteres',
    nl: 'de tekst van het zwembad is langer dan {limit} tekens',
    it: 'il testo della piscina supera i {limit} caratteri',
  },
  hidden: {
    fr: 'la question n’est pas posée avec les réponses actuelles',
    en: 'the question is not asked with the current answers',
    de: 'die Frage wird bei den aktuellen Antworten nicht gestellt',
    es: 'la pregunta no se plantea con las respuestas actuales',
    nl: 'de vraag wordt bij de huidige antwoorden niet gesteld',
    it: 'la domanda non viene posta con le risposte attuali',
  },
  not_offered: {
    fr: 'la réponse « {value} » n’est pas proposée avec les réponses actuelles',
    en: 'the answer “{value}” is not offered with the current answers',
    de: 'die Antwort „{value}“ wird bei den aktuellen Antworten nicht angeboten',
    es: 'la respuesta «{value}» no se ofrece con las respuestas actuales',
    nl: 'het antwoord ‘{value}’ wordt bij de huidige antwoorden niet aangeboden',
    it: 'la risposta «{value}» non è proposta con le risposte attuali',
  },
};

/**
 * Why `skip`'s question was not filled from the pool, in `locale`.
 *
 * @example
 * poolSkipMessage({ key: 'length', reason: 'maximum', value: 16, limit: 15 }, 'fr', length) // 'le bassin donne 16,00 m, au-dessus du maximum de 15,00 m'
 */
export function poolSkipMessage(skip: PoolSkip, locale: Locale, question?: Pick<CatalogueQuestion, 'unit' | 'step'>): string {
  const step = question?.step ?? null;
  const decimals = step !== null && step < 1 ? Math.min(6, Math.ceil(-Math.log10(step) - 1e-9)) : 0;
  const unit = question?.unit ? `\u00a0${question.unit}` : '';
  const number = (value: number) => `${new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 3) }).format(value)}${unit}`;
  const shown = (value: PoolSkip['value']) => (typeof value === 'number' ? number(value) : Array.isArray(value) ? value.join(', ') : String(value ?? ''));
  const limit = skip.limit === undefined ? '' : skip.reason === 'maxLength' ? String(skip.limit) : number(skip.limit);
  return POOL_SKIP_TEXTS[skip.reason][locale].replace(/\{(\w+)\}/g, (_, name: string) => (name === 'value' ? shown(skip.value) : name === 'limit' ? limit : ''));
}
