/**
 * Why a price could not be computed, in the six languages, for the product
 * team's screens (the studio's preview and test bench): the engine's
 * PricingResult names the line and what failed; its `message` stays the
 * English for logs. A CEL evaluation error keeps the library's technical
 * detail as it is.
 */
import type { Locale } from '../constants.ts';
import type { PricingResult } from './price-quote.ts';

type Texts = Readonly<Record<Locale, string>>;

const PRICING_MESSAGES: Record<'no_band' | 'invalid_quantity' | 'negative_quantity' | 'cel_budget_exceeded' | 'evaluation', Texts> = {
  no_band: {
    fr: 'la ligne {line} n’a pas de tranche de prix pour {question} = {value}',
    en: 'line {line} has no price band for {question} = {value}',
    de: 'die Zeile {line} hat keine Preisstufe für {question} = {value}',
    es: 'la línea {line} no tiene tramo de precio para {question} = {value}',
    nl: 'regel {line} heeft geen prijsschijf voor {question} = {value}',
    it: 'la riga {line} non ha una fascia di prezzo per {question} = {value}',
  },
  invalid_quantity: {
    fr: 'la quantité de la ligne {line} n’est pas un nombre',
    en: 'the quantity of line {line} is not a number',
    de: 'die Menge der Zeile {line} ist keine Zahl',
    es: 'la cantidad de la línea {line} no es un número',
    nl: 'de hoeveelheid van regel {line} is geen getal',
    it: 'la quantità della riga {line} non è un numero',
  },
  negative_quantity: {
    fr: 'la quantité de la ligne {line} est négative',
    en: 'the quantity of line {line} is negative',
    de: 'die Menge der Zeile {line} ist negativ',
    es: 'la cantidad de la línea {line} es negativa',
    nl: 'de hoeveelheid van regel {line} is negatief',
    it: 'la quantità della riga {line} è negativa',
  },
  cel_budget_exceeded: {
    fr: 'les formules de la ligne {line} ont dépassé leur budget de calcul',
    en: 'the formulas of line {line} ran past their evaluation budget',
    de: 'die Formeln der Zeile {line} haben ihr Berechnungsbudget überschritten',
    es: 'las fórmulas de la línea {line} superaron su presupuesto de cálculo',
    nl: 'de formules van regel {line} gingen over hun rekenbudget',
    it: 'le formule della riga {line} hanno superato il loro budget di calcolo',
  },
  evaluation: {
    fr: 'une formule de la ligne {line} a échoué\u00a0: {detail}',
    en: 'a formula of line {line} failed: {detail}',
    de: 'eine Formel der Zeile {line} ist fehlgeschlagen: {detail}',
    es: 'una fórmula de la línea {line} ha fallado: {detail}',
    nl: 'een formule van regel {line} is mislukt: {detail}',
    it: 'una formula della riga {line} non è riuscita: {detail}',
  },
};

/**
 * Why the answers could not be priced, in `locale`.
 *
 * @example
 * const priced = priceQuote(catalogue, answers, context);
 * if (priced.status === 'EVAL_ERROR') pricingErrorMessage(priced, 'fr'); // 'la ligne VOL-GRID n’a pas de tranche de prix pour volume = 90'
 */
export function pricingErrorMessage(result: Extract<PricingResult, { status: 'EVAL_ERROR' }>, locale: Locale): string {
  if (!Object.hasOwn(PRICING_MESSAGES, result.code)) return result.message;
  const texts = PRICING_MESSAGES[result.code as keyof typeof PRICING_MESSAGES];
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return (texts[locale] || texts.en).replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = result.params[name];
    return value === undefined ? placeholder : typeof value === 'number' ? number(value) : value;
  });
}
