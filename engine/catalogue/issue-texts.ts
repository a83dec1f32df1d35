/**
 * Messages of the errors found in a family document (the engine's
 * `CatalogueIssue`s, and the server's own checks of document edits), in the
 * six languages: the server's 422 `invalid_family_document` details and the
 * catalogue studio's problems read the same texts. The English texts are the
 * engine's own, so an English reader reads exactly what the engine and the
 * import command say.
 *
 * `{detail}` is said in the reader's language when the engine names its
 * `detailCode` (values that do not fit a question; Ajv's keywords, in
 * schema-texts.ts), else kept as is (the CEL parser's);
 * `{kind}` is an English word from the engine, translated through `KINDS`.
 */
import type { Locale } from '../constants.ts';
import type { CatalogueIssueCode } from './catalogue-issues.ts';
import type { FamilyYamlIssueCode } from './family-yaml.ts';
import { SCHEMA_DETAILS } from './schema-texts.ts';

/** A text in the six languages. */
type Texts = Readonly<Record<Locale, string>>;

/** Codes of the errors the server finds itself while editing a document. */
export type ServerCatalogueCode =
  /** The new document renames the family (`{family}`: the key it must keep). */
  | 'family_key_changed'
  /** A condition names an answer id that is not one of the question id's. */
  | 'unknown_answer_id'
  /** Preset answers name a question id the family does not have. */
  | 'unknown_question_id'
  /** Preset answers give a choice question a value that is not one of its answer ids. */
  | 'not_an_answer_id';

export type CatalogueMessageCode = CatalogueIssueCode | ServerCatalogueCode | FamilyYamlIssueCode;

/**
 * The engine's `{kind}` words, in the form each language's templates need:
 * French with its preposition (« clé d'étape »), German and Dutch as the first
 * part of a compound (Schrittschlüssel, stapsleutel).
 */
const KINDS: Record<string, Texts> = {
  question: { fr: 'de question', en: 'question', de: 'Fragen', es: 'pregunta', nl: 'vraag', it: 'domanda' },
  answer: { fr: 'de réponse', en: 'answer', de: 'Antwort', es: 'respuesta', nl: 'antwoord', it: 'risposta' },
  step: { fr: 'd’étape', en: 'step', de: 'Schritt', es: 'paso', nl: 'stap', it: 'passaggio' },
  category: { fr: 'de catégorie', en: 'category', de: 'Kategorie', es: 'categoría', nl: 'categorie', it: 'categoria' },
  'inconsistency category': {
    fr: 'de catégorie d’incohérence',
    en: 'inconsistency category',
    de: 'Inkonsistenzkategorie',
    es: 'categoría de incoherencia',
    nl: 'inconsistentiecategorie',
    it: 'categoria di incoerenza',
  },
  rule: { fr: 'de règle', en: 'rule', de: 'Regel', es: 'regla', nl: 'regel', it: 'regola' },
  'price line': { fr: 'de ligne de prix', en: 'price line', de: 'Preiszeilen', es: 'línea de precio', nl: 'prijsregel', it: 'riga di prezzo' },
  preset: { fr: 'de préréglage', en: 'preset', de: 'Vorlagen', es: 'preajuste', nl: 'voorinstellings', it: 'preimpostazione' },
  'test case': { fr: 'de cas de test', en: 'test case', de: 'Testfall', es: 'caso de prueba', nl: 'testgeval', it: 'caso di test' },
};

/** What a pool binding must give (`{expected}` of pool_binding_type), by the engine's English words. */
const BINDING_EXPECTED_WORDS: Record<string, Texts> = {
  'a number': { fr: 'un nombre', en: 'a number', de: 'eine Zahl', es: 'un número', nl: 'een getal', it: 'un numero' },
  'an answer key (a string)': {
    fr: 'une clé de réponse (une chaîne)',
    en: 'an answer key (a string)',
    de: 'einen Antwortschlüssel (eine Zeichenkette)',
    es: 'una clave de respuesta (una cadena)',
    nl: 'een antwoordsleutel (een tekenreeks)',
    it: 'una chiave di risposta (una stringa)',
  },
  'a list of answer keys': {
    fr: 'une liste de clés de réponses',
    en: 'a list of answer keys',
    de: 'eine Liste von Antwortschlüsseln',
    es: 'una lista de claves de respuesta',
    nl: 'een lijst met antwoordsleutels',
    it: 'una lista di chiavi di risposta',
  },
  'a text': { fr: 'un texte', en: 'a text', de: 'einen Text', es: 'un texto', nl: 'een tekst', it: 'un testo' },
  'true or false': { fr: 'vrai ou faux', en: 'true or false', de: 'wahr oder falsch', es: 'verdadero o falso', nl: 'waar of onwaar', it: 'vero o falso' },
};

export const CATALOGUE_MESSAGES: Record<CatalogueMessageCode, Texts> = {
  yaml_syntax: {
    fr: 'le texte YAML est mal formé\u00a0: {detail}',
    en: 'the YAML text is malformed: {detail}',
    de: 'der YAML-Text ist fehlerhaft: {detail}',
    es: 'el texto YAML está mal formado: {detail}',
    nl: 'de YAML-tekst is ongeldig: {detail}',
    it: 'il testo YAML non è valido: {detail}',
  },
  yaml_aliases: {
    fr: 'les alias YAML (*nom) répètent trop de contenu\u00a0: {max} au plus, chacun répétant une petite partie',
    en: 'the YAML aliases (*name) repeat too much: at most {max}, each repeating a small part',
    de: 'die YAML-Aliase (*Name) wiederholen zu viel: höchstens {max}, die jeweils einen kleinen Teil wiederholen',
    es: 'los alias YAML (*nombre) repiten demasiado: {max} como máximo, cada uno repitiendo una parte pequeña',
    nl: 'de YAML-aliassen (*naam) herhalen te veel: hoogstens {max}, die elk een klein deel herhalen',
    it: 'gli alias YAML (*nome) ripetono troppo: al massimo {max}, ciascuno ripetendo una piccola parte',
  },
  yaml_too_deep: {
    fr: 'le texte imbrique plus de {max} niveaux',
    en: 'the text nests more than {max} levels deep',
    de: 'der Text ist tiefer als {max} Ebenen verschachtelt',
    es: 'el texto anida más de {max} niveles',
    nl: 'de tekst is meer dan {max} niveaus diep genest',
    it: 'il testo annida più di {max} livelli',
  },
  schema: {
    fr: 'le document ne respecte pas le schéma\u00a0: {detail}',
    en: '{detail}',
    de: 'das Dokument entspricht nicht dem Schema: {detail}',
    es: 'el documento no se ajusta al esquema: {detail}',
    nl: 'het document voldoet niet aan het schema: {detail}',
    it: 'il documento non rispetta lo schema: {detail}',
  },
  duplicate_key: {
    fr: 'la clé {kind} « {key} » est utilisée deux fois',
    en: '{kind} key "{key}" is used twice',
    de: 'der {kind}schlüssel „{key}“ wird zweimal verwendet',
    es: 'la clave de {kind} «{key}» se usa dos veces',
    nl: 'de {kind}sleutel ‘{key}’ wordt twee keer gebruikt',
    it: 'la chiave di {kind} «{key}» è usata due volte',
  },
  duplicate_id: {
    fr: 'l’identifiant d’étape {id} est utilisé deux fois',
    en: 'step id {id} is used twice',
    de: 'die Schritt-ID {id} wird zweimal verwendet',
    es: 'el identificador de paso {id} se usa dos veces',
    nl: 'stap-id {id} wordt twee keer gebruikt',
    it: 'l’identificativo di passaggio {id} è usato due volte',
  },
  first_step_id: {
    fr: 'la première étape du formulaire doit avoir l’identifiant 1 (elle choisit la variante du produit), et non {id}',
    en: 'the first form step must have id 1 (it chooses the product variant), not {id}',
    de: 'der erste Formularschritt muss die ID 1 haben (er wählt die Produktvariante), nicht {id}',
    es: 'el primer paso del formulario debe tener el identificador 1 (elige la variante del producto), no {id}',
    nl: 'de eerste formulierstap moet id 1 hebben (die kiest de productvariant), niet {id}',
    it: 'il primo passaggio del modulo deve avere l’identificativo 1 (sceglie la variante del prodotto), non {id}',
  },
  reserved_key: {
    fr: 'la clé « {key} » est réservée et ne peut pas servir de clé {kind}',
    en: '"{key}" is reserved and cannot be used as a {kind} key',
    de: '„{key}“ ist reserviert und kann nicht als {kind}schlüssel verwendet werden',
    es: '«{key}» está reservado y no puede usarse como clave de {kind}',
    nl: '‘{key}’ is gereserveerd en kan niet als {kind}sleutel worden gebruikt',
    it: '«{key}» è riservato e non può essere usato come chiave di {kind}',
  },
  unknown_question: {
    fr: 'question inconnue « {question} »',
    en: 'unknown question "{question}"',
    de: 'unbekannte Frage „{question}“',
    es: 'pregunta desconocida «{question}»',
    nl: 'onbekende vraag ‘{question}’',
    it: 'domanda sconosciuta «{question}»',
  },
  unknown_answer: {
    fr: 'la question « {question} » n’a pas de réponse « {answer} »',
    en: 'question "{question}" has no answer "{answer}"',
    de: 'die Frage „{question}“ hat keine Antwort „{answer}“',
    es: 'la pregunta «{question}» no tiene la respuesta «{answer}»',
    nl: 'vraag ‘{question}’ heeft geen antwoord ‘{answer}’',
    it: 'la domanda «{question}» non ha la risposta «{answer}»',
  },
  not_a_choice_question: {
    fr: 'la question « {question} » n’est pas à choix unique ou multiple',
    en: 'question "{question}" is not a single or multiple choice',
    de: 'die Frage „{question}“ ist keine Einfach- oder Mehrfachauswahl',
    es: 'la pregunta «{question}» no es de opción única ni múltiple',
    nl: 'vraag ‘{question}’ is geen enkele of meervoudige keuze',
    it: 'la domanda «{question}» non è a scelta singola o multipla',
  },
  unknown_category: {
    fr: 'catégorie inconnue « {category} »',
    en: 'unknown category "{category}"',
    de: 'unbekannte Kategorie „{category}“',
    es: 'categoría desconocida «{category}»',
    nl: 'onbekende categorie ‘{category}’',
    it: 'categoria sconosciuta «{category}»',
  },
  unknown_parent: {
    fr: 'la catégorie parente « {parent} » doit être déclarée avant « {key} »',
    en: 'the parent category "{parent}" must be declared before "{key}"',
    de: 'die übergeordnete Kategorie „{parent}“ muss vor „{key}“ deklariert werden',
    es: 'la categoría padre «{parent}» debe declararse antes de «{key}»',
    nl: 'de bovenliggende categorie ‘{parent}’ moet vóór ‘{key}’ worden gedeclareerd',
    it: 'la categoria padre «{parent}» deve essere dichiarata prima di «{key}»',
  },
  unknown_step: {
    fr: 'étape inconnue « {step} »',
    en: 'unknown step "{step}"',
    de: 'unbekannter Schritt „{step}“',
    es: 'paso desconocido «{step}»',
    nl: 'onbekende stap ‘{step}’',
    it: 'passaggio sconosciuto «{step}»',
  },
  unknown_inconsistency_category: {
    fr: 'catégorie d’incohérence inconnue « {category} »',
    en: 'unknown inconsistency category "{category}"',
    de: 'unbekannte Inkonsistenzkategorie „{category}“',
    es: 'categoría de incoherencia desconocida «{category}»',
    nl: 'onbekende inconsistentiecategorie ‘{category}’',
    it: 'categoria di incoerenza sconosciuta «{category}»',
  },
  invalid_default: {
    fr: 'la valeur par défaut ne convient pas à la question « {question} »\u00a0: {detail}',
    en: 'the default value does not fit question "{question}": {detail}',
    de: 'der Standardwert passt nicht zur Frage „{question}“: {detail}',
    es: 'el valor predeterminado no es válido para la pregunta «{question}»: {detail}',
    nl: 'de standaardwaarde past niet bij vraag ‘{question}’: {detail}',
    it: 'il valore predefinito non è valido per la domanda «{question}»: {detail}',
  },
  invalid_range: {
    fr: 'le minimum ({min}) est supérieur au maximum ({max})',
    en: 'min ({min}) is greater than max ({max})',
    de: 'das Minimum ({min}) ist größer als das Maximum ({max})',
    es: 'el mínimo ({min}) es mayor que el máximo ({max})',
    nl: 'het minimum ({min}) is groter dan het maximum ({max})',
    it: 'il minimo ({min}) è maggiore del massimo ({max})',
  },
  cel_syntax: {
    fr: 'l’expression est syntaxiquement incorrecte\u00a0: {detail}',
    en: 'the expression does not parse: {detail}',
    de: 'der Ausdruck ist syntaktisch fehlerhaft: {detail}',
    es: 'la expresión tiene un error de sintaxis: {detail}',
    nl: 'de expressie bevat een syntaxisfout: {detail}',
    it: 'l’espressione contiene un errore di sintassi: {detail}',
  },
  cel_unknown_key: {
    fr: 'l’expression fait référence à une question inconnue\u00a0: {detail}',
    en: 'the expression names an unknown question: {detail}',
    de: 'der Ausdruck verweist auf eine unbekannte Frage: {detail}',
    es: 'la expresión hace referencia a una pregunta desconocida: {detail}',
    nl: 'de expressie verwijst naar een onbekende vraag: {detail}',
    it: 'l’espressione fa riferimento a una domanda sconosciuta: {detail}',
  },
  cel_type: {
    fr: 'l’expression contient une erreur de type\u00a0: {detail}',
    en: 'the expression does not type-check: {detail}',
    de: 'der Ausdruck enthält einen Typfehler: {detail}',
    es: 'la expresión contiene un error de tipo: {detail}',
    nl: 'de expressie bevat een typefout: {detail}',
    it: 'l’espressione contiene un errore di tipo: {detail}',
  },
  cel_matches: {
    fr: 'matches() n’est pas disponible (une expression régulière peut prendre un temps exponentiel sur une réponse)\u00a0: utilisez contains(), startsWith(), endsWith() ou size()',
    en: 'matches() is not available (a regular expression can take exponential time on an answer): use contains(), startsWith(), endsWith() or size()',
    de: 'matches() ist nicht verfügbar (ein regulärer Ausdruck kann bei einer Antwort exponentiell lange laufen): Verwenden Sie contains(), startsWith(), endsWith() oder size()',
    es: 'matches() no está disponible (una expresión regular puede tardar un tiempo exponencial con una respuesta): use contains(), startsWith(), endsWith() o size()',
    nl: 'matches() is niet beschikbaar (een reguliere expressie kan op een antwoord exponentieel lang duren): gebruik contains(), startsWith(), endsWith() of size()',
    it: 'matches() non è disponibile (un’espressione regolare può richiedere un tempo esponenziale su una risposta): usi contains(), startsWith(), endsWith() o size()',
  },
  cel_too_costly: {
    fr: 'l’expression risque d’être trop longue à évaluer (coût estimé {cost}, au plus {limit})\u00a0: imbriquez moins de exists/all/map/filter, ou parcourez des listes plus courtes',
    en: 'the expression may take too long to evaluate (estimated cost {cost}, at most {limit}): nest fewer exists/all/map/filter, or range over shorter lists',
    de: 'die Auswertung des Ausdrucks kann zu lange dauern (geschätzte Kosten {cost}, höchstens {limit}): Verschachteln Sie weniger exists/all/map/filter oder durchlaufen Sie kürzere Listen',
    es: 'la expresión puede tardar demasiado en evaluarse (coste estimado {cost}, como máximo {limit}): anide menos exists/all/map/filter o recorra listas más cortas',
    nl: 'het evalueren van de expressie kan te lang duren (geschatte kosten {cost}, hoogstens {limit}): nest minder exists/all/map/filter, of doorloop kortere lijsten',
    it: 'la valutazione dell’espressione può richiedere troppo tempo (costo stimato {cost}, al massimo {limit}): annidi meno exists/all/map/filter o scorra liste più corte',
  },
  family_too_costly: {
    fr: 'les expressions de la famille risquent ensemble d’être trop longues à évaluer (coût estimé {cost}, au plus {limit})\u00a0: simplifiez les règles et formules les plus coûteuses',
    en: "the family's expressions together may take too long to evaluate (estimated cost {cost}, at most {limit}): simplify the costliest rules and formulas",
    de: 'die Ausdrücke der Familie können zusammen zu lange zur Auswertung brauchen (geschätzte Kosten {cost}, höchstens {limit}): Vereinfachen Sie die aufwendigsten Regeln und Formeln',
    es: 'las expresiones de la familia pueden tardar juntas demasiado en evaluarse (coste estimado {cost}, como máximo {limit}): simplifique las reglas y fórmulas más costosas',
    nl: 'de expressies van de familie kunnen samen te lang duren om te evalueren (geschatte kosten {cost}, hoogstens {limit}): vereenvoudig de duurste regels en formules',
    it: 'le espressioni della famiglia possono richiedere insieme troppo tempo di valutazione (costo stimato {cost}, al massimo {limit}): semplifichi le regole e le formule più costose',
  },
  grid_dimension: {
    fr: 'la dimension de grille « {question} » doit être une question numérique',
    en: 'the grid dimension "{question}" must be a number question',
    de: 'die Rasterdimension „{question}“ muss eine Zahlenfrage sein',
    es: 'la dimensión de cuadrícula «{question}» debe ser una pregunta numérica',
    nl: 'de rasterdimensie ‘{question}’ moet een numerieke vraag zijn',
    it: 'la dimensione della griglia «{question}» deve essere una domanda numerica',
  },
  grid_bands: {
    fr: 'les tranches de la grille doivent être strictement croissantes, et seule la dernière peut ne pas avoir de borne supérieure',
    en: 'grid bands must rise strictly, and only the last one may have no upper bound',
    de: 'die Rasterstufen müssen streng aufsteigen, und nur die letzte darf keine Obergrenze haben',
    es: 'los tramos de la cuadrícula deben ser estrictamente crecientes y solo el último puede no tener límite superior',
    nl: 'de staffels van het raster moeten strikt oplopen, en alleen de laatste mag geen bovengrens hebben',
    it: 'le fasce della griglia devono essere strettamente crescenti e solo l’ultima può non avere un limite superiore',
  },
  preset_unknown_question: {
    fr: 'le préréglage « {preset} » fait référence à une question inconnue « {question} »',
    en: 'preset "{preset}" names an unknown question "{question}"',
    de: 'die Vorlage „{preset}“ verweist auf eine unbekannte Frage „{question}“',
    es: 'el preajuste «{preset}» hace referencia a una pregunta desconocida «{question}»',
    nl: 'voorinstelling ‘{preset}’ verwijst naar een onbekende vraag ‘{question}’',
    it: 'la preimpostazione «{preset}» fa riferimento a una domanda sconosciuta «{question}»',
  },
  preset_unknown_answer: {
    fr: 'le préréglage « {preset} » donne à la question « {question} » une réponse inconnue « {answer} »',
    en: 'preset "{preset}" gives question "{question}" an unknown answer "{answer}"',
    de: 'die Vorlage „{preset}“ gibt der Frage „{question}“ eine unbekannte Antwort „{answer}“',
    es: 'el preajuste «{preset}» da a la pregunta «{question}» una respuesta desconocida «{answer}»',
    nl: 'voorinstelling ‘{preset}’ geeft vraag ‘{question}’ een onbekend antwoord ‘{answer}’',
    it: 'la preimpostazione «{preset}» assegna alla domanda «{question}» una risposta sconosciuta «{answer}»',
  },
  preset_invalid_value: {
    fr: 'le préréglage « {preset} » donne à la question « {question} » une valeur qui ne convient pas\u00a0: {detail}',
    en: 'preset "{preset}" gives question "{question}" a value that does not fit: {detail}',
    de: 'die Vorlage „{preset}“ gibt der Frage „{question}“ einen unpassenden Wert: {detail}',
    es: 'el preajuste «{preset}» da a la pregunta «{question}» un valor no válido: {detail}',
    nl: 'voorinstelling ‘{preset}’ geeft vraag ‘{question}’ een waarde die niet past: {detail}',
    it: 'la preimpostazione «{preset}» assegna alla domanda «{question}» un valore non valido: {detail}',
  },
  test_case_unknown_question: {
    fr: 'le cas de test « {case} » fait référence à une question inconnue « {question} »',
    en: 'test case "{case}" names an unknown question "{question}"',
    de: 'der Testfall „{case}“ verweist auf eine unbekannte Frage „{question}“',
    es: 'el caso de prueba «{case}» hace referencia a una pregunta desconocida «{question}»',
    nl: 'testgeval ‘{case}’ verwijst naar een onbekende vraag ‘{question}’',
    it: 'il caso di test «{case}» fa riferimento a una domanda sconosciuta «{question}»',
  },
  test_case_unknown_answer: {
    fr: 'le cas de test « {case} » donne à la question « {question} » une réponse inconnue « {answer} »',
    en: 'test case "{case}" gives question "{question}" an unknown answer "{answer}"',
    de: 'der Testfall „{case}“ gibt der Frage „{question}“ eine unbekannte Antwort „{answer}“',
    es: 'el caso de prueba «{case}» da a la pregunta «{question}» una respuesta desconocida «{answer}»',
    nl: 'testgeval ‘{case}’ geeft vraag ‘{question}’ een onbekend antwoord ‘{answer}’',
    it: 'il caso di test «{case}» assegna alla domanda «{question}» una risposta sconosciuta «{answer}»',
  },
  test_case_invalid_value: {
    fr: 'le cas de test « {case} » donne à la question « {question} » une valeur qui ne convient pas\u00a0: {detail}',
    en: 'test case "{case}" gives question "{question}" a value that does not fit: {detail}',
    de: 'der Testfall „{case}“ gibt der Frage „{question}“ einen unpassenden Wert: {detail}',
    es: 'el caso de prueba «{case}» da a la pregunta «{question}» un valor no válido: {detail}',
    nl: 'testgeval ‘{case}’ geeft vraag ‘{question}’ een waarde die niet past: {detail}',
    it: 'il caso di test «{case}» assegna alla domanda «{question}» un valore non valido: {detail}',
  },
  stairs_wider_than_pool: {
    fr: 'un escalier (« {question} ») plus large que le bassin (« {pool} ») ne déclenche aucune incohérence bloquante\u00a0: ajoutez une règle qui l’arrête',
    en: 'stairs ("{question}") wider than the pool ("{pool}") raise no blocking inconsistency: add a rule that stops them',
    de: 'eine Treppe („{question}“), die breiter als das Becken („{pool}“) ist, löst keine blockierende Unstimmigkeit aus: fügen Sie eine Regel hinzu, die das verhindert',
    es: 'una escalera («{question}») más ancha que la piscina («{pool}») no provoca ninguna incoherencia bloqueante: añada una regla que lo impida',
    nl: 'een trap (‘{question}’) die breder is dan het zwembad (‘{pool}’) geeft geen blokkerende inconsistentie: voeg een regel toe die dat tegenhoudt',
    it: 'una scala («{question}») più larga della piscina («{pool}») non genera alcuna incoerenza bloccante: aggiunga una regola che la impedisca',
  },
  pool_binding_unknown_name: {
    fr: 'la liaison au bassin de « {question} » lit « {name} », que le bassin n’a pas : il a pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction et free_form_dimensions',
    en: 'the pool binding of "{question}" reads "{name}", which the pool does not have: it has pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction and free_form_dimensions',
    de: 'die Beckenbindung von „{question}“ liest „{name}“, das das Becken nicht hat: Es hat pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction und free_form_dimensions',
    es: 'el vínculo con la piscina de «{question}» lee «{name}», que la piscina no tiene: tiene pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction y free_form_dimensions',
    nl: 'de zwembadkoppeling van ‘{question}’ leest ‘{name}’, dat het zwembad niet heeft: het heeft pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction en free_form_dimensions',
    it: 'il collegamento alla piscina di «{question}» legge «{name}», che la piscina non ha: ha pool.shape, length_m, width_m, shallow_depth_m, deep_depth_m, stairs.type, stairs.side, stairs.width_m, stairs.depth_m, construction e free_form_dimensions',
  },
  pool_binding_type: {
    fr: 'la liaison au bassin de « {question} » donne {got}, là où la question attend {expected}',
    en: 'the pool binding of "{question}" gives {got}, where the question takes {expected}',
    de: 'die Beckenbindung von „{question}“ liefert {got}, wo die Frage {expected} erwartet',
    es: 'el vínculo con la piscina de «{question}» da {got}, donde la pregunta espera {expected}',
    nl: 'de zwembadkoppeling van ‘{question}’ geeft {got}, waar de vraag {expected} verwacht',
    it: 'il collegamento alla piscina di «{question}» dà {got}, dove la domanda si aspetta {expected}',
  },
  pool_binding_never_valid: {
    fr: 'aucun bassin ne donne à la question « {question} » une réponse qu’elle accepte par sa liaison : les bassins d’essai donnent {values}',
    en: 'no pool gives question "{question}" an answer it accepts through its binding: the sample pools give {values}',
    de: 'kein Becken gibt der Frage „{question}“ über ihre Bindung eine Antwort, die sie annimmt: Die Beispielbecken ergeben {values}',
    es: 'ninguna piscina da a la pregunta «{question}» una respuesta que acepte mediante su vínculo: las piscinas de ejemplo dan {values}',
    nl: 'geen enkel zwembad geeft vraag ‘{question}’ via haar koppeling een antwoord dat ze aanneemt: de voorbeeldzwembaden geven {values}',
    it: 'nessuna piscina dà alla domanda «{question}» una risposta che accetti tramite il suo collegamento: le piscine di esempio danno {values}',
  },
  family_key_changed: {
    fr: 'la clé de la famille doit rester « {family} »',
    en: 'the family key must stay "{family}"',
    de: 'der Familienschlüssel muss „{family}“ bleiben',
    es: 'la clave de la familia debe seguir siendo «{family}»',
    nl: 'de familiesleutel moet ‘{family}’ blijven',
    it: 'la chiave della famiglia deve restare «{family}»',
  },
  unknown_answer_id: {
    fr: 'la question {question} n’a pas de réponse {answer}',
    en: 'question {question} has no answer {answer}',
    de: 'die Frage {question} hat keine Antwort {answer}',
    es: 'la pregunta {question} no tiene la respuesta {answer}',
    nl: 'vraag {question} heeft geen antwoord {answer}',
    it: 'la domanda {question} non ha la risposta {answer}',
  },
  unknown_question_id: {
    fr: 'question inconnue {question}',
    en: 'unknown question {question}',
    de: 'unbekannte Frage {question}',
    es: 'pregunta desconocida {question}',
    nl: 'onbekende vraag {question}',
    it: 'domanda sconosciuta {question}',
  },
  not_an_answer_id: {
    fr: 'ce n’est pas une réponse de la question {question}',
    en: 'not an answer of question {question}',
    de: 'keine Antwort der Frage {question}',
    es: 'no es una respuesta de la pregunta {question}',
    nl: 'geen antwoord van vraag {question}',
    it: 'non è una risposta della domanda {question}',
  },
};

/** Why a value does not fit its question (a default, a preset's or a test case's answer): `{detail}` of their messages. */
const VALUE_DETAILS: Record<string, Texts> = {
  not_an_answer: { fr: 'ce n’est pas une de ses réponses', en: 'not one of its answers', de: 'keine ihrer Antworten', es: 'no es una de sus respuestas', nl: 'geen van haar antwoorden', it: 'non è una delle sue risposte' },
  list_expected: { fr: 'une liste de clés de réponses est attendue', en: 'a list of answer keys is expected', de: 'eine Liste von Antwortschlüsseln wird erwartet', es: 'se espera una lista de claves de respuesta', nl: 'een lijst met antwoordsleutels wordt verwacht', it: 'è attesa una lista di chiavi di risposta' },
  number_expected: { fr: 'un nombre est attendu', en: 'a number is expected', de: 'eine Zahl wird erwartet', es: 'se espera un número', nl: 'een getal wordt verwacht', it: 'è atteso un numero' },
  outside_range: {
    fr: '{detailValue} est en dehors de {detailMin} à {detailMax}',
    en: '{detailValue} is outside {detailMin} to {detailMax}',
    de: '{detailValue} liegt außerhalb von {detailMin} bis {detailMax}',
    es: '{detailValue} está fuera de {detailMin} a {detailMax}',
    nl: '{detailValue} ligt buiten {detailMin} tot {detailMax}',
    it: '{detailValue} è fuori da {detailMin} a {detailMax}',
  },
  text_expected: { fr: 'un texte est attendu', en: 'a text is expected', de: 'ein Text wird erwartet', es: 'se espera un texto', nl: 'een tekst wordt verwacht', it: 'è atteso un testo' },
  too_long: { fr: 'plus long que {detailLength} caractères', en: 'longer than {detailLength}', de: 'länger als {detailLength} Zeichen', es: 'más largo que {detailLength} caracteres', nl: 'langer dan {detailLength} tekens', it: 'più lungo di {detailLength} caratteri' },
  unknown_variable: {
    fr: '« {detailName} » n’est ni une question de la famille ni answered',
    en: 'Unknown variable: {detailName}',
    de: '„{detailName}“ ist weder eine Frage der Familie noch answered',
    es: '«{detailName}» no es una pregunta de la familia ni answered',
    nl: '‘{detailName}’ is geen vraag van de familie en ook niet answered',
    it: '«{detailName}» non è né una domanda della famiglia né answered',
  },
  boolean_expected: { fr: 'vrai ou faux est attendu', en: 'true or false is expected', de: 'wahr oder falsch wird erwartet', es: 'se espera verdadero o falso', nl: 'waar of onwaar wordt verwacht', it: 'è atteso vero o falso' },
};

const fillTemplate = (template: string, value: (name: string) => string) => template.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

/**
 * The message of a known code in `locale` (English when a text is missing):
 * a placeholder without a param is left empty, `{kind}` is translated, and
 * `{detail}` is said in `locale` when the engine gave its code (`detailCode`).
 */
export function catalogueMessage(code: CatalogueMessageCode, params: Record<string, string | number>, locale: Locale): string {
  const texts = CATALOGUE_MESSAGES[code];
  const detailTexts = typeof params.detailCode === 'string' ? (VALUE_DETAILS[params.detailCode] ?? SCHEMA_DETAILS[params.detailCode]) : undefined;
  const param = (name: string) => String(params[name] ?? '');
  return fillTemplate(texts[locale] || texts.en, (name) => {
    if (name === 'detail' && detailTexts) return fillTemplate(detailTexts[locale] || detailTexts.en, param);
    const value = param(name);
    if (name === 'expected' && Object.hasOwn(BINDING_EXPECTED_WORDS, value)) return BINDING_EXPECTED_WORDS[value]![locale] || value;
    return name === 'kind' && Object.hasOwn(KINDS, value) ? (KINDS[value]![locale] || value) : value;
  });
}

/** The message of an engine issue in `locale`; an unknown code keeps the issue's English message. */
export function catalogueIssueMessage(issue: { code: string; params: Record<string, string | number>; message: string }, locale: Locale): string {
  if (!Object.hasOwn(CATALOGUE_MESSAGES, issue.code)) return issue.message;
  return catalogueMessage(issue.code as CatalogueMessageCode, issue.params, locale);
}
