/**
 * The test bench in words, in the six languages: a test case that fails,
 * named with one difference, and a rule or an answer that no input can
 * reach. The server's 422 `publish_blocked` details and the catalogue
 * studio read the same texts. One template per difference kind; amounts are
 * formatted in EUR and quantities as numbers of the reader's language.
 */
import type { Locale } from '../constants.ts';
import type { DomainProblem } from './domain-checks.ts';
import type { UnreachableItem } from './reachability.ts';
import type { TestCaseDifference } from './test-cases.ts';

/** A text in the six languages. */
type Texts = Readonly<Record<Locale, string>>;

export type TestBenchMessageCode =
  | 'line_missing'
  | 'line_extra'
  | 'line_quantity'
  | 'line_unit_price'
  | 'line_amount'
  | 'total'
  | 'inconsistency_missing'
  | 'inconsistency_extra'
  | 'inconsistency_no_longer_blocks'
  | 'inconsistency_now_blocks'
  | 'evaluation_error'
  | 'rule_unreachable'
  | 'answer_unreachable'
  | 'rule_not_searched'
  | 'answer_not_searched'
  | 'grid_gap'
  | 'grid_gap_unbounded'
  | 'quantity_invalid'
  | 'quantity_invalid_default'
  | 'quantity_failed'
  | 'quantity_failed_default'
  | 'quantity_error_division_by_zero'
  | 'quantity_error_overflow'
  | 'quantity_error_failed'
  | 'condition_failed'
  | 'condition_failed_default';

export const TEST_BENCH_MESSAGES: Record<TestBenchMessageCode, Texts> = {
  line_missing: {
    fr: 'le cas de test « {case} » échoue\u00a0: la ligne {code} attendue n’est plus chiffrée',
    en: 'test case "{case}" fails: the expected line {code} is no longer priced',
    de: 'der Testfall „{case}“ schlägt fehl: die erwartete Zeile {code} wird nicht mehr berechnet',
    es: 'el caso de prueba «{case}» falla: la línea esperada {code} ya no se valora',
    nl: 'testgeval ‘{case}’ faalt: de verwachte regel {code} wordt niet meer berekend',
    it: 'il caso di test «{case}» fallisce: la riga attesa {code} non è più calcolata',
  },
  line_extra: {
    fr: 'le cas de test « {case} » échoue\u00a0: la ligne {code} est chiffrée ({actual}) sans être attendue',
    en: 'test case "{case}" fails: line {code} is priced ({actual}) but not expected',
    de: 'der Testfall „{case}“ schlägt fehl: die Zeile {code} wird berechnet ({actual}), ist aber nicht erwartet',
    es: 'el caso de prueba «{case}» falla: la línea {code} se valora ({actual}) sin estar prevista',
    nl: 'testgeval ‘{case}’ faalt: regel {code} wordt berekend ({actual}) maar is niet verwacht',
    it: 'il caso di test «{case}» fallisce: la riga {code} è calcolata ({actual}) ma non è attesa',
  },
  line_quantity: {
    fr: 'le cas de test « {case} » échoue\u00a0: la quantité de la ligne {code} est {actual} au lieu de {expected}',
    en: 'test case "{case}" fails: the quantity of line {code} is {actual} instead of {expected}',
    de: 'der Testfall „{case}“ schlägt fehl: die Menge der Zeile {code} ist {actual} statt {expected}',
    es: 'el caso de prueba «{case}» falla: la cantidad de la línea {code} es {actual} en lugar de {expected}',
    nl: 'testgeval ‘{case}’ faalt: de hoeveelheid van regel {code} is {actual} in plaats van {expected}',
    it: 'il caso di test «{case}» fallisce: la quantità della riga {code} è {actual} invece di {expected}',
  },
  line_unit_price: {
    fr: 'le cas de test « {case} » échoue\u00a0: le prix unitaire de la ligne {code} est {actual} au lieu de {expected}',
    en: 'test case "{case}" fails: the unit price of line {code} is {actual} instead of {expected}',
    de: 'der Testfall „{case}“ schlägt fehl: der Stückpreis der Zeile {code} ist {actual} statt {expected}',
    es: 'el caso de prueba «{case}» falla: el precio unitario de la línea {code} es {actual} en lugar de {expected}',
    nl: 'testgeval ‘{case}’ faalt: de eenheidsprijs van regel {code} is {actual} in plaats van {expected}',
    it: 'il caso di test «{case}» fallisce: il prezzo unitario della riga {code} è {actual} invece di {expected}',
  },
  line_amount: {
    fr: 'le cas de test « {case} » échoue\u00a0: le montant de la ligne {code} est {actual} au lieu de {expected}',
    en: 'test case "{case}" fails: the amount of line {code} is {actual} instead of {expected}',
    de: 'der Testfall „{case}“ schlägt fehl: der Betrag der Zeile {code} ist {actual} statt {expected}',
    es: 'el caso de prueba «{case}» falla: el importe de la línea {code} es {actual} en lugar de {expected}',
    nl: 'testgeval ‘{case}’ faalt: het bedrag van regel {code} is {actual} in plaats van {expected}',
    it: 'il caso di test «{case}» fallisce: l’importo della riga {code} è {actual} invece di {expected}',
  },
  total: {
    fr: 'le cas de test « {case} » échoue\u00a0: le total HT est {actual} au lieu de {expected}',
    en: 'test case "{case}" fails: the total ex VAT is {actual} instead of {expected}',
    de: 'der Testfall „{case}“ schlägt fehl: der Gesamtbetrag ohne MwSt. ist {actual} statt {expected}',
    es: 'el caso de prueba «{case}» falla: el total sin IVA es {actual} en lugar de {expected}',
    nl: 'testgeval ‘{case}’ faalt: het totaal excl. btw is {actual} in plaats van {expected}',
    it: 'il caso di test «{case}» fallisce: il totale IVA esclusa è {actual} invece di {expected}',
  },
  inconsistency_missing: {
    fr: 'le cas de test « {case} » échoue\u00a0: l’incohérence « {key} » attendue n’est plus signalée',
    en: 'test case "{case}" fails: the expected inconsistency "{key}" is no longer raised',
    de: 'der Testfall „{case}“ schlägt fehl: die erwartete Inkonsistenz „{key}“ wird nicht mehr gemeldet',
    es: 'el caso de prueba «{case}» falla: la incoherencia esperada «{key}» ya no se señala',
    nl: 'testgeval ‘{case}’ faalt: de verwachte inconsistentie ‘{key}’ wordt niet meer gemeld',
    it: 'il caso di test «{case}» fallisce: l’incoerenza attesa «{key}» non è più segnalata',
  },
  inconsistency_extra: {
    fr: 'le cas de test « {case} » échoue\u00a0: l’incohérence « {key} » est signalée sans être attendue',
    en: 'test case "{case}" fails: inconsistency "{key}" is raised but not expected',
    de: 'der Testfall „{case}“ schlägt fehl: die Inkonsistenz „{key}“ wird gemeldet, ist aber nicht erwartet',
    es: 'el caso de prueba «{case}» falla: la incoherencia «{key}» se señala sin estar prevista',
    nl: 'testgeval ‘{case}’ faalt: inconsistentie ‘{key}’ wordt gemeld maar is niet verwacht',
    it: 'il caso di test «{case}» fallisce: l’incoerenza «{key}» è segnalata ma non è attesa',
  },
  inconsistency_no_longer_blocks: {
    fr: 'le cas de test « {case} » échoue\u00a0: l’incohérence « {key} » ne bloque plus',
    en: 'test case "{case}" fails: inconsistency "{key}" no longer blocks',
    de: 'der Testfall „{case}“ schlägt fehl: die Inkonsistenz „{key}“ blockiert nicht mehr',
    es: 'el caso de prueba «{case}» falla: la incoherencia «{key}» ya no bloquea',
    nl: 'testgeval ‘{case}’ faalt: inconsistentie ‘{key}’ blokkeert niet meer',
    it: 'il caso di test «{case}» fallisce: l’incoerenza «{key}» non blocca più',
  },
  inconsistency_now_blocks: {
    fr: 'le cas de test « {case} » échoue\u00a0: l’incohérence « {key} » bloque désormais',
    en: 'test case "{case}" fails: inconsistency "{key}" now blocks',
    de: 'der Testfall „{case}“ schlägt fehl: die Inkonsistenz „{key}“ blockiert jetzt',
    es: 'el caso de prueba «{case}» falla: la incoherencia «{key}» ahora bloquea',
    nl: 'testgeval ‘{case}’ faalt: inconsistentie ‘{key}’ blokkeert nu',
    it: 'il caso di test «{case}» fallisce: l’incoerenza «{key}» ora blocca',
  },
  evaluation_error: {
    fr: 'le cas de test « {case} » échoue\u00a0: ses réponses ne peuvent pas être chiffrées ou vérifiées ({detail})',
    en: 'test case "{case}" fails: its answers cannot be priced or checked ({detail})',
    de: 'der Testfall „{case}“ schlägt fehl: seine Antworten können nicht berechnet oder geprüft werden ({detail})',
    es: 'el caso de prueba «{case}» falla: sus respuestas no se pueden valorar ni comprobar ({detail})',
    nl: 'testgeval ‘{case}’ faalt: de antwoorden kunnen niet worden berekend of gecontroleerd ({detail})',
    it: 'il caso di test «{case}» fallisce: le sue risposte non possono essere calcolate né verificate ({detail})',
  },
  rule_unreachable: {
    fr: 'la règle « {rule} » ne peut jamais se déclencher\u00a0: aucune réponse n’atteint sa condition',
    en: 'rule "{rule}" can never fire: no answers reach its condition',
    de: 'die Regel „{rule}“ kann nie auslösen: keine Antworten erreichen ihre Bedingung',
    es: 'la regla «{rule}» nunca puede activarse: ninguna respuesta alcanza su condición',
    nl: 'regel ‘{rule}’ kan nooit afgaan: geen enkel antwoord bereikt de voorwaarde',
    it: 'la regola «{rule}» non può mai scattare: nessuna risposta raggiunge la sua condizione',
  },
  answer_unreachable: {
    fr: 'la réponse « {answer} » de la question « {question} » ne peut jamais être proposée',
    en: 'answer "{answer}" of question "{question}" can never be offered',
    de: 'die Antwort „{answer}“ der Frage „{question}“ kann nie angeboten werden',
    es: 'la respuesta «{answer}» de la pregunta «{question}» nunca puede ofrecerse',
    nl: 'antwoord ‘{answer}’ van vraag ‘{question}’ kan nooit worden aangeboden',
    it: 'la risposta «{answer}» della domanda «{question}» non può mai essere proposta',
  },
  rule_not_searched: {
    fr: 'la règle « {rule} » n’a pas pu être vérifiée\u00a0: la recherche a épuisé son budget\u00a0; simplifiez les règles qui lisent de nombreuses questions, ou scindez la famille',
    en: 'rule "{rule}" could not be checked: the search ran out of its budget; simplify the rules that read many questions, or split the family',
    de: 'die Regel „{rule}“ konnte nicht geprüft werden: die Suche hat ihr Budget aufgebraucht; vereinfachen Sie die Regeln, die viele Fragen lesen, oder teilen Sie die Familie auf',
    es: 'la regla «{rule}» no se ha podido comprobar: la búsqueda agotó su presupuesto; simplifique las reglas que leen muchas preguntas o divida la familia',
    nl: 'regel ‘{rule}’ kon niet worden gecontroleerd: de zoektocht heeft zijn budget opgebruikt; vereenvoudig de regels die veel vragen lezen, of splits de familie',
    it: 'non è stato possibile verificare la regola «{rule}»: la ricerca ha esaurito il suo budget; semplifichi le regole che leggono molte domande o divida la famiglia',
  },
  answer_not_searched: {
    fr: 'la réponse « {answer} » de la question « {question} » n’a pas pu être vérifiée\u00a0: la recherche a épuisé son budget\u00a0; simplifiez les conditions d’affichage, ou scindez la famille',
    en: 'answer "{answer}" of question "{question}" could not be checked: the search ran out of its budget; simplify the display conditions, or split the family',
    de: 'die Antwort „{answer}“ der Frage „{question}“ konnte nicht geprüft werden: die Suche hat ihr Budget aufgebraucht; vereinfachen Sie die Anzeigebedingungen oder teilen Sie die Familie auf',
    es: 'la respuesta «{answer}» de la pregunta «{question}» no se ha podido comprobar: la búsqueda agotó su presupuesto; simplifique las condiciones de visualización o divida la familia',
    nl: 'antwoord ‘{answer}’ van vraag ‘{question}’ kon niet worden gecontroleerd: de zoektocht heeft zijn budget opgebruikt; vereenvoudig de weergavevoorwaarden, of splits de familie',
    it: 'non è stato possibile verificare la risposta «{answer}» della domanda «{question}»: la ricerca ha esaurito il suo budget; semplifichi le condizioni di visualizzazione o divida la famiglia',
  },
  grid_gap: {
    fr: 'la grille de la ligne {code} s’arrête à {upTo} alors que la question « {question} » va jusqu’à {max}\u00a0: ajoutez une tranche, ou laissez la dernière sans borne',
    en: 'the grid of line {code} stops at {upTo} while question "{question}" goes up to {max}: add a band, or leave the last one without an upper bound',
    de: 'das Raster der Zeile {code} endet bei {upTo}, die Frage „{question}“ reicht aber bis {max}: Fügen Sie eine Stufe hinzu oder lassen Sie die letzte ohne Obergrenze',
    es: 'la tabla de la línea {code} termina en {upTo} mientras que la pregunta «{question}» llega hasta {max}: añada un tramo o deje el último sin límite superior',
    nl: 'het raster van regel {code} stopt bij {upTo} terwijl vraag ‘{question}’ tot {max} gaat: voeg een schijf toe, of laat de laatste zonder bovengrens',
    it: 'la griglia della riga {code} si ferma a {upTo} mentre la domanda «{question}» arriva a {max}: aggiunga una fascia o lasci l’ultima senza limite superiore',
  },
  grid_gap_unbounded: {
    fr: 'la grille de la ligne {code} s’arrête à {upTo} alors que la question « {question} » n’a pas de maximum\u00a0: ajoutez un maximum, ou laissez la dernière tranche sans borne',
    en: 'the grid of line {code} stops at {upTo} while question "{question}" has no maximum: give it one, or leave the last band without an upper bound',
    de: 'das Raster der Zeile {code} endet bei {upTo}, die Frage „{question}“ hat aber kein Maximum: Geben Sie ihr eines oder lassen Sie die letzte Stufe ohne Obergrenze',
    es: 'la tabla de la línea {code} termina en {upTo} mientras que la pregunta «{question}» no tiene máximo: póngale uno o deje el último tramo sin límite superior',
    nl: 'het raster van regel {code} stopt bij {upTo} terwijl vraag ‘{question}’ geen maximum heeft: geef er een, of laat de laatste schijf zonder bovengrens',
    it: 'la griglia della riga {code} si ferma a {upTo} mentre la domanda «{question}» non ha un massimo: gliene dia uno o lasci l’ultima fascia senza limite superiore',
  },
  quantity_invalid: {
    fr: 'la quantité de la ligne {code} vaut {quantity} quand « {question} » vaut {value}\u00a0: évitez la division par zéro ou bornez la question',
    en: 'the quantity of line {code} is {quantity} when "{question}" is {value}: guard the division by zero, or bound the question',
    de: 'die Menge der Zeile {code} ist {quantity}, wenn „{question}“ {value} ist: Verhindern Sie die Division durch null oder begrenzen Sie die Frage',
    es: 'la cantidad de la línea {code} es {quantity} cuando «{question}» vale {value}: evite la división por cero o acote la pregunta',
    nl: 'de hoeveelheid van regel {code} is {quantity} wanneer ‘{question}’ {value} is: voorkom de deling door nul, of begrens de vraag',
    it: 'la quantità della riga {code} è {quantity} quando «{question}» vale {value}: eviti la divisione per zero o limiti la domanda',
  },
  quantity_invalid_default: {
    fr: 'la quantité de la ligne {code} vaut {quantity} avec les réponses par défaut\u00a0: évitez la division par zéro ou le dépassement',
    en: 'the quantity of line {code} is {quantity} with the default answers: guard the division by zero or the overflow',
    de: 'die Menge der Zeile {code} ist {quantity} mit den Standardantworten: Verhindern Sie die Division durch null oder den Überlauf',
    es: 'la cantidad de la línea {code} es {quantity} con las respuestas por defecto: evite la división por cero o el desbordamiento',
    nl: 'de hoeveelheid van regel {code} is {quantity} met de standaardantwoorden: voorkom de deling door nul of de overloop',
    it: 'la quantità della riga {code} è {quantity} con le risposte predefinite: eviti la divisione per zero o il superamento della capacità',
  },
  quantity_failed: {
    fr: 'la quantité de la ligne {code} ne peut pas être calculée quand « {question} » vaut {value} ({error}) : évitez la division par zéro ou bornez la question',
    en: 'the quantity of line {code} cannot be computed when "{question}" is {value} ({error}): guard the division by zero, or bound the question',
    de: 'die Menge der Zeile {code} kann nicht berechnet werden, wenn „{question}“ {value} ist ({error}): Verhindern Sie die Division durch null oder den Überlauf, oder begrenzen Sie die Frage',
    es: 'la cantidad de la línea {code} no se puede calcular cuando «{question}» vale {value} ({error}): evite la división por cero o acote la pregunta',
    nl: 'de hoeveelheid van regel {code} kan niet worden berekend wanneer ‘{question}’ {value} is ({error}): voorkom de deling door nul, of begrens de vraag',
    it: 'la quantità della riga {code} non può essere calcolata quando «{question}» vale {value} ({error}): eviti la divisione per zero o limiti la domanda',
  },
  quantity_failed_default: {
    fr: 'la quantité de la ligne {code} ne peut pas être calculée avec les réponses par défaut ({error}) : évitez la division par zéro ou le dépassement',
    en: 'the quantity of line {code} cannot be computed with the default answers ({error}): guard the division by zero or the overflow',
    de: 'die Menge der Zeile {code} kann mit den Standardantworten nicht berechnet werden ({error}): Verhindern Sie die Division durch null oder den Überlauf',
    es: 'la cantidad de la línea {code} no se puede calcular con las respuestas por defecto ({error}): evite la división por cero o el desbordamiento',
    nl: 'de hoeveelheid van regel {code} kan niet worden berekend met de standaardantwoorden ({error}): voorkom de deling door nul of de overloop',
    it: 'la quantità della riga {code} non può essere calcolata con le risposte predefinite ({error}): eviti la divisione per zero o il superamento della capacità',
  },
  quantity_error_division_by_zero: {
    fr: 'division par zéro',
    en: 'division by zero',
    de: 'Division durch null',
    es: 'división por cero',
    nl: 'deling door nul',
    it: 'divisione per zero',
  },
  quantity_error_overflow: {
    fr: 'dépassement de capacité des entiers',
    en: 'integer overflow',
    de: 'Ganzzahlüberlauf',
    es: 'desbordamiento de enteros',
    nl: 'overloop van gehele getallen',
    it: 'superamento della capacità degli interi',
  },
  quantity_error_failed: {
    fr: 'la formule échoue',
    en: 'the formula fails',
    de: 'die Formel schlägt fehl',
    es: 'la fórmula falla',
    nl: 'de formule faalt',
    it: 'la formula non riesce',
  },
  condition_failed: {
    fr: 'la condition de la ligne {code} ne peut pas être évaluée quand « {question} » vaut {value} ({error})\u00a0: évitez la division par zéro ou bornez la question',
    en: 'the condition of line {code} cannot be evaluated when "{question}" is {value} ({error}): guard the division by zero or the overflow, or bound the question',
    de: 'die Bedingung der Zeile {code} kann nicht ausgewertet werden, wenn „{question}“ {value} ist ({error}): Verhindern Sie die Division durch null oder den Überlauf, oder begrenzen Sie die Frage',
    es: 'la condición de la línea {code} no se puede evaluar cuando «{question}» vale {value} ({error}): evite la división por cero o el desbordamiento, o acote la pregunta',
    nl: 'de voorwaarde van regel {code} kan niet worden geëvalueerd wanneer ‘{question}’ {value} is ({error}): voorkom de deling door nul of de overloop, of begrens de vraag',
    it: 'la condizione della riga {code} non può essere valutata quando «{question}» vale {value} ({error}): eviti la divisione per zero o il superamento della capacità, o limiti la domanda',
  },
  condition_failed_default: {
    fr: 'la condition de la ligne {code} ne peut pas être évaluée avec les réponses par défaut ({error})\u00a0: évitez la division par zéro ou le dépassement',
    en: 'the condition of line {code} cannot be evaluated with the default answers ({error}): guard the division by zero or the overflow',
    de: 'die Bedingung der Zeile {code} kann mit den Standardantworten nicht ausgewertet werden ({error}): Verhindern Sie die Division durch null oder den Überlauf',
    es: 'la condición de la línea {code} no se puede evaluar con las respuestas por defecto ({error}): evite la división por cero o el desbordamiento',
    nl: 'de voorwaarde van regel {code} kan niet worden geëvalueerd met de standaardantwoorden ({error}): voorkom de deling door nul of de overloop',
    it: 'la condizione della riga {code} non può essere valutata con le risposte predefinite ({error}): eviti la divisione per zero o il superamento della capacità',
  },
};

function fill(code: TestBenchMessageCode, locale: Locale, params: Readonly<Record<string, string>>): string {
  const texts = TEST_BENCH_MESSAGES[code];
  return (texts[locale] || texts.en).replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

/**
 * A difference of test case `testCase` in words, with the code of its template.
 *
 * @example
 * const [first] = result.differences;
 * if (first) differenceMessage(result.key, first, 'de').message; // 'der Testfall „…“ schlägt fehl: …'
 */
export function differenceMessage(testCase: string, difference: TestCaseDifference, locale: Locale): { code: TestBenchMessageCode; message: string } {
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const say = (code: TestBenchMessageCode, params: Record<string, string>) => ({ code, message: fill(code, locale, { case: testCase, ...params }) });
  switch (difference.kind) {
    case 'line_missing':
      return say('line_missing', { code: difference.code });
    case 'line_extra':
      return say('line_extra', { code: difference.code, actual: money(difference.actual.amountCents) });
    case 'line_quantity':
      return say('line_quantity', { code: difference.code, expected: number(difference.expected), actual: number(difference.actual) });
    case 'line_unit_price':
    case 'line_amount':
      return say(difference.kind, { code: difference.code, expected: money(difference.expected), actual: money(difference.actual) });
    case 'total':
      return say('total', { expected: money(difference.expected), actual: money(difference.actual) });
    case 'inconsistency_missing':
    case 'inconsistency_extra':
      return say(difference.kind, { key: difference.key });
    case 'inconsistency_blocking':
      return say(difference.actual ? 'inconsistency_now_blocks' : 'inconsistency_no_longer_blocks', { key: difference.key });
    case 'evaluation_error':
      return say('evaluation_error', { detail: difference.message });
  }
}

/** The message of a rule or an answer no input can reach. */
/** A problem of findDomainProblems in words. */
export function domainProblemMessage(problem: DomainProblem, locale: Locale): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  if (problem.kind === 'condition_failed') {
    const error = fill(`quantity_error_${problem.error}`, locale, {});
    if (problem.question === null || problem.value === null) return fill('condition_failed_default', locale, { code: problem.code, error });
    return fill('condition_failed', locale, { code: problem.code, question: problem.question, value: number(problem.value), error });
  }
  if (problem.kind === 'quantity_invalid' && problem.error) {
    const error = fill(`quantity_error_${problem.error}`, locale, {});
    if (problem.question === null || problem.value === null) return fill('quantity_failed_default', locale, { code: problem.code, error });
    return fill('quantity_failed', locale, { code: problem.code, question: problem.question, value: number(problem.value), error });
  }
  if (problem.kind === 'quantity_invalid') {
    if (problem.question === null || problem.value === null) return fill('quantity_invalid_default', locale, { code: problem.code, quantity: problem.quantity });
    return fill('quantity_invalid', locale, { code: problem.code, question: problem.question, value: number(problem.value), quantity: problem.quantity });
  }
  const params = { code: problem.code, question: problem.question, upTo: number(problem.upTo), max: problem.max === null ? '' : number(problem.max) };
  return fill(problem.max === null ? 'grid_gap_unbounded' : 'grid_gap', locale, params);
}

export function unreachableMessage(item: Pick<UnreachableItem, 'kind' | 'key' | 'question' | 'notSearched'>, locale: Locale): string {
  if (item.kind === 'rule') return fill(item.notSearched ? 'rule_not_searched' : 'rule_unreachable', locale, { rule: item.key });
  return fill(item.notSearched ? 'answer_not_searched' : 'answer_unreachable', locale, { answer: item.key, question: item.question ?? '' });
}
