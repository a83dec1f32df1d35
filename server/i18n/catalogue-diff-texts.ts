/**
 * The changes between two versions of a family (engine's `diffFamilies`) in
 * words, in the six languages: "Ligne de prix BAR-COVER-580 : prix unitaire
 * 32,00 → 34,00", "Règle too_wide : condition « width > 6.0 » → « width >
 * 5.8 »". Questions, answers, steps and presets are named by the family's own
 * titles in the reader's language; amounts and numbers are written for it.
 */
import { LOCALE_INFO, localize, type FamilyChange, type Locale, type LocalizedText } from '../../engine/index.ts';

type Texts = Readonly<Record<Locale, string>>;
type Gendered = Readonly<Record<Locale, string | { f: string; m: string }>>;

/** Quotation marks of each language, as the catalogue's messages write them. */
const QUOTES: Record<Locale, [string, string]> = { fr: ['« ', ' »'], en: ['“', '”'], de: ['„', '“'], es: ['«', '»'], nl: ['‘', '’'], it: ['«', '»'] };
const COLON: Record<Locale, string> = { fr: '\u00a0: ', en: ': ', de: ': ', es: ': ', nl: ': ', it: ': ' };

type Entity = 'family' | 'step' | 'question' | 'answer' | 'rule' | 'price_line' | 'eco_line' | 'preset' | 'test_case' | 'section';

/** What is changed, `{name}` filled with its title or key (already quoted where it is a title). */
const SUBJECTS: Record<Entity, Texts> = {
  family: { fr: 'Famille', en: 'Family', de: 'Familie', es: 'Familia', nl: 'Familie', it: 'Famiglia' },
  step: { fr: 'Étape {name}', en: 'Step {name}', de: 'Schritt {name}', es: 'Paso {name}', nl: 'Stap {name}', it: 'Passaggio {name}' },
  question: { fr: 'Question {name}', en: 'Question {name}', de: 'Frage {name}', es: 'Pregunta {name}', nl: 'Vraag {name}', it: 'Domanda {name}' },
  answer: {
    fr: 'Réponse {name} de la question {question}',
    en: 'Answer {name} of question {question}',
    de: 'Antwort {name} der Frage {question}',
    es: 'Respuesta {name} de la pregunta {question}',
    nl: 'Antwoord {name} van vraag {question}',
    it: 'Risposta {name} della domanda {question}',
  },
  rule: { fr: 'Règle {name}', en: 'Rule {name}', de: 'Regel {name}', es: 'Regla {name}', nl: 'Regel {name}', it: 'Regola {name}' },
  price_line: { fr: 'Ligne de prix {name}', en: 'Price line {name}', de: 'Preiszeile {name}', es: 'Línea de precio {name}', nl: 'Prijsregel {name}', it: 'Riga di prezzo {name}' },
  eco_line: {
    fr: "Ligne d’éco-participation {name}",
    en: 'Eco-participation line {name}',
    de: 'Öko-Beitragszeile {name}',
    es: 'Línea de ecoparticipación {name}',
    nl: 'Milieubijdrageregel {name}',
    it: 'Riga di ecocontributo {name}',
  },
  preset: { fr: 'Préréglage {name}', en: 'Preset {name}', de: 'Vorlage {name}', es: 'Preajuste {name}', nl: 'Voorinstelling {name}', it: 'Preimpostazione {name}' },
  test_case: { fr: 'Cas de test {name}', en: 'Test case {name}', de: 'Testfall {name}', es: 'Caso de prueba {name}', nl: 'Testgeval {name}', it: 'Caso di test {name}' },
  section: { fr: 'Section {name}', en: 'Section {name}', de: 'Abschnitt {name}', es: 'Sección {name}', nl: 'Sectie {name}', it: 'Sezione {name}' },
};

/** The grammatical gender of each subject where the participle agrees (French, Spanish, Italian). */
const FEMININE: Record<'fr' | 'es' | 'it', ReadonlySet<Entity>> = {
  fr: new Set(['family', 'step', 'question', 'answer', 'rule', 'price_line', 'eco_line', 'section']),
  es: new Set(['family', 'question', 'answer', 'rule', 'price_line', 'eco_line', 'section']),
  it: new Set(['family', 'question', 'answer', 'rule', 'price_line', 'eco_line', 'preset', 'section']),
};

const EVENTS = {
  added: {
    fr: { f: 'ajoutée', m: 'ajouté' },
    en: 'added',
    de: 'hinzugefügt',
    es: { f: 'añadida', m: 'añadido' },
    nl: 'toegevoegd',
    it: { f: 'aggiunta', m: 'aggiunto' },
  },
  removed: {
    fr: { f: 'supprimée', m: 'supprimé' },
    en: 'removed',
    de: 'entfernt',
    es: { f: 'eliminada', m: 'eliminado' },
    nl: 'verwijderd',
    it: { f: 'eliminata', m: 'eliminato' },
  },
  moved: {
    fr: { f: 'déplacée', m: 'déplacé' },
    en: 'moved',
    de: 'verschoben',
    es: { f: 'movida', m: 'movido' },
    nl: 'verplaatst',
    it: { f: 'spostata', m: 'spostato' },
  },
  changed: {
    fr: { f: 'modifiée', m: 'modifié' },
    en: 'changed',
    de: 'geändert',
    es: { f: 'modificada', m: 'modificado' },
    nl: 'gewijzigd',
    it: { f: 'modificata', m: 'modificato' },
  },
} satisfies Record<string, Gendered>;

/** The names of the fields, as they precede their values ("prix unitaire 32,00 → 34,00"). */
const FIELDS: Record<string, Texts> = {
  title: { fr: 'titre', en: 'title', de: 'Titel', es: 'título', nl: 'titel', it: 'titolo' },
  description: { fr: 'description', en: 'description', de: 'Beschreibung', es: 'descripción', nl: 'beschrijving', it: 'descrizione' },
  position: { fr: 'position', en: 'position', de: 'Position', es: 'posición', nl: 'positie', it: 'posizione' },
  image: { fr: 'image', en: 'image', de: 'Bild', es: 'imagen', nl: 'afbeelding', it: 'immagine' },
  key: { fr: 'clé', en: 'key', de: 'Schlüssel', es: 'clave', nl: 'sleutel', it: 'chiave' },
  family: { fr: 'clé', en: 'key', de: 'Schlüssel', es: 'clave', nl: 'sleutel', it: 'chiave' },
  visibleWhen: {
    fr: "condition d’affichage",
    en: 'display condition',
    de: 'Anzeigebedingung',
    es: 'condición de visualización',
    nl: 'weergavevoorwaarde',
    it: 'condizione di visualizzazione',
  },
  type: { fr: 'type', en: 'type', de: 'Typ', es: 'tipo', nl: 'type', it: 'tipo' },
  required: { fr: 'réponse obligatoire', en: 'answer required', de: 'Antwort erforderlich', es: 'respuesta obligatoria', nl: 'antwoord verplicht', it: 'risposta obbligatoria' },
  min: { fr: 'minimum', en: 'minimum', de: 'Minimum', es: 'mínimo', nl: 'minimum', it: 'minimo' },
  max: { fr: 'maximum', en: 'maximum', de: 'Maximum', es: 'máximo', nl: 'maximum', it: 'massimo' },
  increment: { fr: 'pas', en: 'increment', de: 'Schrittweite', es: 'incremento', nl: 'stapgrootte', it: 'passo' },
  unit: { fr: 'unité', en: 'unit', de: 'Einheit', es: 'unidad', nl: 'eenheid', it: 'unità' },
  maxLength: { fr: 'longueur maximale', en: 'maximum length', de: 'maximale Länge', es: 'longitud máxima', nl: 'maximale lengte', it: 'lunghezza massima' },
  default: { fr: 'valeur par défaut', en: 'default value', de: 'Standardwert', es: 'valor predeterminado', nl: 'standaardwaarde', it: 'valore predefinito' },
  category: { fr: 'catégorie', en: 'category', de: 'Kategorie', es: 'categoría', nl: 'categorie', it: 'categoria' },
  help: { fr: 'aide', en: 'help', de: 'Hilfe', es: 'ayuda', nl: 'hulptekst', it: 'aiuto' },
  when: { fr: 'condition', en: 'condition', de: 'Bedingung', es: 'condición', nl: 'voorwaarde', it: 'condizione' },
  blocking: { fr: 'bloquante', en: 'blocking', de: 'blockierend', es: 'bloqueante', nl: 'blokkerend', it: 'bloccante' },
  reason: { fr: 'motif', en: 'reason', de: 'Begründung', es: 'motivo', nl: 'reden', it: 'motivo' },
  step: { fr: 'étape', en: 'step', de: 'Schritt', es: 'paso', nl: 'stap', it: 'passaggio' },
  quantity: { fr: 'quantité', en: 'quantity', de: 'Menge', es: 'cantidad', nl: 'hoeveelheid', it: 'quantità' },
  unitPrice: { fr: 'prix unitaire', en: 'unit price', de: 'Stückpreis', es: 'precio unitario', nl: 'eenheidsprijs', it: 'prezzo unitario' },
  amount: { fr: 'montant', en: 'amount', de: 'Betrag', es: 'importe', nl: 'bedrag', it: 'importo' },
  grid: { fr: 'grille de prix', en: 'price grid', de: 'Preisstaffel', es: 'tabla de precios', nl: 'prijsrooster', it: 'griglia dei prezzi' },
  discountable: { fr: 'remisable', en: 'discountable', de: 'rabattfähig', es: 'admite descuento', nl: 'kortingsgeschikt', it: 'scontabile' },
  designation: { fr: 'désignation', en: 'designation', de: 'Bezeichnung', es: 'denominación', nl: 'omschrijving', it: 'denominazione' },
  answers: { fr: 'réponses', en: 'answers', de: 'Antworten', es: 'respuestas', nl: 'antwoorden', it: 'risposte' },
  expected: { fr: 'résultat attendu', en: 'expected result', de: 'erwartetes Ergebnis', es: 'resultado esperado', nl: 'verwacht resultaat', it: 'risultato atteso' },
  lines: { fr: 'lignes', en: 'lines', de: 'Zeilen', es: 'líneas', nl: 'regels', it: 'righe' },
  inconsistencies: { fr: 'incohérences', en: 'inconsistencies', de: 'Inkonsistenzen', es: 'incoherencias', nl: 'inconsistenties', it: 'incoerenze' },
  total: { fr: 'total', en: 'total', de: 'Summe', es: 'total', nl: 'totaal', it: 'totale' },
  fromPool: { fr: 'liaison au bassin', en: 'pool binding', de: 'Beckenbindung', es: 'vínculo con la piscina', nl: 'zwembadkoppeling', it: 'collegamento alla piscina' },
  pool: { fr: 'bassin', en: 'pool', de: 'Becken', es: 'piscina', nl: 'zwembad', it: 'piscina' },
};

/** A rule's or a price line's note (the product team's explanation, often several lines): named, not quoted. */
const NOTE_EVENTS: Record<'added' | 'removed' | 'changed', Texts> = {
  added: { fr: 'note ajoutée', en: 'note added', de: 'Notiz hinzugefügt', es: 'nota añadida', nl: 'notitie toegevoegd', it: 'nota aggiunta' },
  removed: { fr: 'note supprimée', en: 'note removed', de: 'Notiz entfernt', es: 'nota eliminada', nl: 'notitie verwijderd', it: 'nota eliminata' },
  changed: { fr: 'note modifiée', en: 'note changed', de: 'Notiz geändert', es: 'nota modificada', nl: 'notitie gewijzigd', it: 'nota modificata' },
};

const WORDS: Record<'yes' | 'no' | 'always' | 'or', Texts> = {
  yes: { fr: 'oui', en: 'yes', de: 'ja', es: 'sí', nl: 'ja', it: 'sì' },
  no: { fr: 'non', en: 'no', de: 'nein', es: 'no', nl: 'nee', it: 'no' },
  always: { fr: 'toujours', en: 'always', de: 'immer', es: 'siempre', nl: 'altijd', it: 'sempre' },
  or: { fr: 'ou', en: 'or', de: 'oder', es: 'o', nl: 'of', it: 'o' },
};

const QUESTION_TYPES: Record<string, Texts> = {
  single: { fr: 'choix unique', en: 'single choice', de: 'Einfachauswahl', es: 'opción única', nl: 'enkele keuze', it: 'scelta singola' },
  multiple: { fr: 'choix multiple', en: 'multiple choice', de: 'Mehrfachauswahl', es: 'opción múltiple', nl: 'meerkeuze', it: 'scelta multipla' },
  number: { fr: 'nombre', en: 'number', de: 'Zahl', es: 'número', nl: 'getal', it: 'numero' },
  text: { fr: 'texte', en: 'text', de: 'Text', es: 'texto', nl: 'tekst', it: 'testo' },
  boolean: { fr: 'oui/non', en: 'yes/no', de: 'ja/nein', es: 'sí/no', nl: 'ja/nee', it: 'sì/no' },
};

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObject) : []);
const isText = (value: unknown): value is LocalizedText => isObject(value) && typeof value.en === 'string';

/** The titles of a family's items, looked up in `after` first, then in `before` (for what was removed). */
class Names {
  private readonly documents: Obj[];
  private readonly locale: Locale;

  constructor(before: unknown, after: unknown, locale: Locale) {
    this.documents = [after, before].filter(isObject);
    this.locale = locale;
  }

  private title(find: (document: Obj) => Obj | undefined, key: string): string {
    for (const document of this.documents) {
      const item = find(document);
      if (item && isText(item.title)) return localize(item.title, this.locale);
    }
    return key;
  }

  private questionIn(document: Obj, key: string): Obj | undefined {
    for (const step of list(document.steps)) {
      const question = list(step.questions).find((q) => q.key === key);
      if (question) return question;
    }
    return undefined;
  }

  step = (key: string) => this.title((d) => list(d.steps).find((s) => s.key === key), key);
  question = (key: string) => this.title((d) => this.questionIn(d, key), key);
  answer = (question: string, key: string) => this.title((d) => list(this.questionIn(d, question)?.answers).find((a) => a.key === key), key);
  preset = (key: string) => this.title((d) => list(d.presets).find((p) => p.key === key), key);
  category = (key: string) => this.title((d) => list(d.categories).find((c) => c.key === key), key);
  inconsistencyCategory = (key: string) => this.title((d) => list(d.inconsistencyCategories).find((c) => c.key === key), key);
}

/** Writes values for one reader. */
class Writer {
  readonly names: Names;
  readonly locale: Locale;
  private readonly number: Intl.NumberFormat;
  private readonly money: Intl.NumberFormat;

  constructor(locale: Locale, before: unknown, after: unknown) {
    this.locale = locale;
    this.names = new Names(before, after, locale);
    this.number = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { maximumFractionDigits: 6 });
    this.money = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  quote = (text: string) => `${QUOTES[this.locale][0]}${text}${QUOTES[this.locale][1]}`;
  word = (texts: Texts) => texts[this.locale];
  field = (name: string) => (FIELDS[name] ? this.word(FIELDS[name]) : name);

  /** A value of no particular kind: a label in the reader's language, a number, yes/no, a text. */
  plain = (value: unknown): string => {
    if (value === undefined || value === null) return '—';
    if (typeof value === 'boolean') return this.word(value ? WORDS.yes : WORDS.no);
    if (typeof value === 'number') return this.number.format(value);
    if (typeof value === 'string') return this.quote(value);
    if (isText(value)) return this.quote(localize(value, this.locale));
    if (Array.isArray(value)) return value.map(this.plain).join(', ');
    return this.quote(JSON.stringify(value));
  };

  amount = (value: unknown): string => (typeof value === 'number' ? this.money.format(value) : this.plain(value));

  conditions = (value: unknown): string => {
    const conditions = list(value);
    if (conditions.length === 0) return this.word(WORDS.always);
    return conditions
      .map((c) => `${this.quote(this.names.question(String(c.question)))} = ${this.quote(this.names.answer(String(c.question), String(c.answer)))}`)
      .join(` ${this.word(WORDS.or)} `);
  };

  /** A question's answer value: answer keys by their titles. */
  answerValue = (question: string, value: unknown): string => {
    if (typeof value === 'string') return this.quote(this.names.answer(question, value));
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((key) => this.quote(this.names.answer(question, String(key)))).join(', ');
    return this.plain(value);
  };

  grid = (value: unknown): string => {
    if (!isObject(value)) return this.plain(value);
    let previous: number | undefined;
    const bands = list(value.bands).map((band) => {
      const bound = typeof band.upTo === 'number' ? `≤ ${this.number.format(band.upTo)}` : previous === undefined ? '' : `> ${this.number.format(previous)}`;
      if (typeof band.upTo === 'number') previous = band.upTo;
      return `${bound}${bound ? COLON[this.locale] : ''}${this.amount(band.unitPrice)}`;
    });
    return `${this.quote(this.names.question(String(value.dimension)))} ${bands.join('; ')}`;
  };

  /** A test case's pool: its size, then its shape, stairs and construction as the file names them ("8 × 4 m, rectangle, roman, concrete"). */
  pool = (value: unknown): string => {
    if (!isObject(value) || typeof value.length_m !== 'number' || typeof value.width_m !== 'number') return this.plain(value);
    const stairs = isObject(value.stairs) ? value.stairs.type : undefined;
    const words = [value.shape, stairs, value.construction].filter((word): word is string => typeof word === 'string');
    return [`${this.number.format(value.length_m)} × ${this.number.format(value.width_m)} m`, ...words].join(', ');
  };

  expectation = (value: unknown): string => {
    if (!isObject(value)) return this.plain(value);
    const counts = `${this.field('lines')}${COLON[this.locale]}${list(value.lines).length}, ${this.field('inconsistencies')}${COLON[this.locale]}${list(value.inconsistencies).length}`;
    return `${this.field('total')} ${this.amount(value.total)} (${counts})`;
  };
}

const MONEY_FIELDS = new Set(['unitPrice', 'amount']);

/** The words of a field's value: how each field of the DSL reads. */
function valueText(w: Writer, change: FamilyChange, field: string, value: unknown): string {
  if (field === 'visibleWhen') return w.conditions(value);
  if (MONEY_FIELDS.has(field)) return w.amount(value);
  if (field === 'type' && typeof value === 'string' && QUESTION_TYPES[value]) return w.word(QUESTION_TYPES[value]);
  if (field === 'default' && change.question) return w.answerValue(change.question, value);
  if (field === 'grid') return w.grid(value);
  if (field === 'expected') return w.expectation(value);
  if (field === 'pool') return w.pool(value);
  if (field === 'step' && (change.kind === 'rule_changed' || change.kind === 'question_moved') && typeof value === 'string') return w.quote(w.names.step(value));
  if (field === 'category' && typeof value === 'string') return w.quote(change.rule ? w.names.inconsistencyCategory(value) : w.names.category(value));
  if (field === 'position' && typeof value === 'number') return w.plain(value);
  return w.plain(value);
}

/** The name of a field as it reads before its values. */
function fieldName(w: Writer, change: FamilyChange): string {
  const field = change.field ?? '';
  if (field === 'step' && change.kind === 'question_changed') return w.field('increment');
  return w.field(field);
}

/** "answers “Width” 4 → 4.5; “Colour” “Blue/beige” → “Grey/grey”": the answers of a preset or test case that differ. */
function answersText(w: Writer, before: unknown, after: unknown): string {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...Object.keys(b), ...Object.keys(a).filter((key) => !(key in b))];
  const changed = keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return changed.map((key) => `${w.quote(w.names.question(key))} ${w.answerValue(key, a[key])} → ${w.answerValue(key, b[key])}`).join('; ');
}

function detailOf(w: Writer, change: FamilyChange): string {
  const field = change.field ?? '';
  if (field === 'answers') return `${w.field('answers')} ${answersText(w, change.before, change.after)}`;
  if (field === 'note') return w.word(NOTE_EVENTS[change.before === undefined ? 'added' : change.after === undefined ? 'removed' : 'changed']);
  return `${fieldName(w, change)} ${valueText(w, change, field, change.before)} → ${valueText(w, change, field, change.after)}`;
}

function entityOf(change: FamilyChange): Entity {
  if (change.kind === 'family_changed') return 'family';
  if (change.kind === 'section_changed') return 'section';
  return change.kind.replace(/_(added|removed|changed|moved)$/, '') as Entity;
}

function subjectOf(w: Writer, change: FamilyChange, entity: Entity): string {
  const template = w.word(SUBJECTS[entity]);
  const names: Record<Entity, () => string> = {
    family: () => '',
    section: () => change.section ?? '',
    step: () => w.quote(w.names.step(change.step ?? '')),
    question: () => w.quote(w.names.question(change.question ?? '')),
    answer: () => w.quote(w.names.answer(change.question ?? '', change.answer ?? '')),
    rule: () => change.rule ?? '',
    price_line: () => change.code ?? '',
    eco_line: () => change.code ?? '',
    preset: () => w.quote(w.names.preset(change.preset ?? '')),
    test_case: () => change.testCase ?? '',
  };
  return template.replace('{name}', names[entity]()).replace('{question}', w.quote(w.names.question(change.question ?? '')));
}

function eventWord(w: Writer, event: keyof typeof EVENTS, entity: Entity): string {
  const word = EVENTS[event][w.locale];
  if (typeof word === 'string') return word;
  const feminine = FEMININE[w.locale as 'fr' | 'es' | 'it'].has(entity);
  return feminine ? word.f : word.m;
}

/** What an added or removed item is, in a few words (its step, its condition, its price). */
function summaryOf(w: Writer, change: FamilyChange): string {
  const item = isObject(change.after) ? change.after : isObject(change.before) ? change.before : {};
  const parts: string[] = [];
  const part = (field: string, text: string) => parts.push(`${w.field(field)} ${text}`);
  switch (change.kind) {
    case 'question_added':
    case 'question_removed':
      part('step', w.quote(w.names.step(change.step ?? '')));
      break;
    case 'rule_added':
      part('when', w.plain(item.when));
      part('blocking', w.plain(item.blocking));
      break;
    case 'price_line_added':
      if (item.unitPrice !== undefined) part('unitPrice', w.amount(item.unitPrice));
      if (item.grid !== undefined) part('grid', w.grid(item.grid));
      break;
    case 'eco_line_added':
      part('amount', w.amount(item.amount));
      break;
    case 'test_case_added':
      parts.push(w.expectation(item.expected));
      break;
  }
  return parts.join(', ');
}

/** One change in words, in `locale`; `before` and `after` are the two documents (for titles). */
export function changeText(change: FamilyChange, before: unknown, after: unknown, locale: Locale): string {
  return changeTexts([change], before, after, locale)[0]!;
}

/** The changes in words, in `locale`. */
export function changeTexts(changes: readonly FamilyChange[], before: unknown, after: unknown, locale: Locale): string[] {
  const w = new Writer(locale, before, after);
  const colon = COLON[locale];
  return changes.map((change) => {
    const entity = entityOf(change);
    const subject = subjectOf(w, change, entity);
    const event = /_(added|removed|moved)$/.exec(change.kind)?.[1] as 'added' | 'removed' | 'moved' | undefined;
    if (event === 'moved') return `${subject} ${eventWord(w, 'moved', entity)}${colon}${detailOf(w, change)}`;
    if (event) {
      const summary = summaryOf(w, change);
      return `${subject} ${eventWord(w, event, entity)}${summary ? `${colon}${summary}` : ''}`;
    }
    if (change.kind === 'section_changed') return `${subject} ${eventWord(w, 'changed', entity)}`;
    return `${subject}${colon}${detailOf(w, change)}`;
  });
}
