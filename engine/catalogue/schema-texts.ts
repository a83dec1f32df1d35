/**
 * What Ajv says when a family document breaks the step DSL's schema, in the
 * six languages: one text per JSON Schema keyword the schema uses (and per
 * JSON type for `type`), the `{detail}` of a `schema` issue whose
 * `detailCode` is `schema_<keyword>`. The English texts are Ajv's own
 * wording, so the engine's English messages stay what they were.
 * `schemaDetail` turns an Ajv error into that code and its params.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Locale } from '../constants.ts';

type Texts = Readonly<Record<Locale, string>>;

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

export const SCHEMA_DETAILS: Readonly<Record<string, Texts>> = {
  schema_unknown_property: {
    fr: 'propriété inconnue « {detailProperty} »',
    en: 'unknown property "{detailProperty}"',
    de: 'unbekannte Eigenschaft „{detailProperty}“',
    es: 'propiedad desconocida «{detailProperty}»',
    nl: 'onbekende eigenschap ‘{detailProperty}’',
    it: 'proprietà sconosciuta «{detailProperty}»',
  },
  schema_required: {
    fr: 'la propriété « {detailProperty} » est obligatoire',
    en: "must have required property '{detailProperty}'",
    de: 'die Eigenschaft „{detailProperty}“ ist erforderlich',
    es: 'la propiedad «{detailProperty}» es obligatoria',
    nl: 'de eigenschap ‘{detailProperty}’ is verplicht',
    it: 'la proprietà «{detailProperty}» è obbligatoria',
  },
  schema_maxLength: {
    fr: 'ne doit pas dépasser {detailLimit} caractères',
    en: 'must NOT have more than {detailLimit} characters',
    de: 'darf höchstens {detailLimit} Zeichen haben',
    es: 'no debe tener más de {detailLimit} caracteres',
    nl: 'mag niet meer dan {detailLimit} tekens hebben',
    it: 'non deve superare {detailLimit} caratteri',
  },
  schema_minLength: {
    fr: 'doit avoir au moins {detailLimit} caractères',
    en: 'must NOT have fewer than {detailLimit} characters',
    de: 'muss mindestens {detailLimit} Zeichen haben',
    es: 'debe tener al menos {detailLimit} caracteres',
    nl: 'moet minstens {detailLimit} tekens hebben',
    it: 'deve avere almeno {detailLimit} caratteri',
  },
  schema_maxItems: {
    fr: 'ne doit pas avoir plus de {detailLimit} éléments',
    en: 'must NOT have more than {detailLimit} items',
    de: 'darf höchstens {detailLimit} Einträge haben',
    es: 'no debe tener más de {detailLimit} elementos',
    nl: 'mag niet meer dan {detailLimit} items hebben',
    it: 'non deve avere più di {detailLimit} elementi',
  },
  schema_minItems: {
    fr: 'doit avoir au moins {detailLimit} éléments',
    en: 'must NOT have fewer than {detailLimit} items',
    de: 'muss mindestens {detailLimit} Einträge haben',
    es: 'debe tener al menos {detailLimit} elementos',
    nl: 'moet minstens {detailLimit} items hebben',
    it: 'deve avere almeno {detailLimit} elementi',
  },
  schema_minimum: {
    fr: 'doit être supérieur ou égal à {detailLimit}',
    en: 'must be >= {detailLimit}',
    de: 'muss größer oder gleich {detailLimit} sein',
    es: 'debe ser mayor o igual que {detailLimit}',
    nl: 'moet groter dan of gelijk aan {detailLimit} zijn',
    it: 'deve essere maggiore o uguale a {detailLimit}',
  },
  schema_maximum: {
    fr: 'doit être inférieur ou égal à {detailLimit}',
    en: 'must be <= {detailLimit}',
    de: 'muss kleiner oder gleich {detailLimit} sein',
    es: 'debe ser menor o igual que {detailLimit}',
    nl: 'moet kleiner dan of gelijk aan {detailLimit} zijn',
    it: 'deve essere minore o uguale a {detailLimit}',
  },
  schema_exclusiveMinimum: {
    fr: 'doit être strictement supérieur à {detailLimit}',
    en: 'must be > {detailLimit}',
    de: 'muss größer als {detailLimit} sein',
    es: 'debe ser mayor que {detailLimit}',
    nl: 'moet groter dan {detailLimit} zijn',
    it: 'deve essere maggiore di {detailLimit}',
  },
  schema_multipleOf: {
    fr: 'doit être un multiple de {detailLimit}',
    en: 'must be multiple of {detailLimit}',
    de: 'muss ein Vielfaches von {detailLimit} sein',
    es: 'debe ser múltiplo de {detailLimit}',
    nl: 'moet een veelvoud van {detailLimit} zijn',
    it: 'deve essere un multiplo di {detailLimit}',
  },
  schema_pattern: {
    fr: 'doit suivre le format « {detailPattern} »',
    en: 'must match pattern "{detailPattern}"',
    de: 'muss dem Muster „{detailPattern}“ entsprechen',
    es: 'debe seguir el patrón «{detailPattern}»',
    nl: 'moet overeenkomen met het patroon ‘{detailPattern}’',
    it: 'deve seguire il modello «{detailPattern}»',
  },
  schema_enum: {
    fr: 'doit être une des valeurs permises\u00a0: {detailValues}',
    en: 'must be equal to one of the allowed values: {detailValues}',
    de: 'muss einer der erlaubten Werte sein: {detailValues}',
    es: 'debe ser uno de los valores permitidos: {detailValues}',
    nl: 'moet een van de toegestane waarden zijn: {detailValues}',
    it: 'deve essere uno dei valori consentiti: {detailValues}',
  },
  schema_const: {
    fr: 'doit valoir {detailValues}',
    en: 'must be equal to constant: {detailValues}',
    de: 'muss {detailValues} sein',
    es: 'debe valer {detailValues}',
    nl: 'moet {detailValues} zijn',
    it: 'deve valere {detailValues}',
  },
  schema_not: { fr: 'cette forme n’est pas permise ici', en: 'must NOT be valid', de: 'diese Form ist hier nicht erlaubt', es: 'esta forma no está permitida aquí', nl: 'deze vorm is hier niet toegestaan', it: 'questa forma non è consentita qui' },
  schema_anyOf: {
    fr: 'ne correspond à aucune des formes permises',
    en: 'must match a schema in anyOf',
    de: 'entspricht keiner der erlaubten Formen',
    es: 'no corresponde a ninguna de las formas permitidas',
    nl: 'komt met geen van de toegestane vormen overeen',
    it: 'non corrisponde a nessuna delle forme consentite',
  },
  schema_oneOf: {
    fr: 'doit correspondre à exactement une des formes permises',
    en: 'must match exactly one schema in oneOf',
    de: 'muss genau einer der erlaubten Formen entsprechen',
    es: 'debe corresponder exactamente a una de las formas permitidas',
    nl: 'moet met precies één van de toegestane vormen overeenkomen',
    it: 'deve corrispondere esattamente a una delle forme consentite',
  },
  schema_propertyNames: {
    fr: 'le nom « {detailProperty} » n’est pas permis',
    en: "property name '{detailProperty}' is invalid",
    de: 'der Name „{detailProperty}“ ist nicht erlaubt',
    es: 'el nombre «{detailProperty}» no está permitido',
    nl: 'de naam ‘{detailProperty}’ is niet toegestaan',
    it: 'il nome «{detailProperty}» non è consentito',
  },
  schema_false: { fr: 'aucune valeur n’est permise ici', en: 'boolean schema is false', de: 'hier ist kein Wert erlaubt', es: 'aquí no se permite ningún valor', nl: 'hier is geen waarde toegestaan', it: 'qui non è consentito alcun valore' },
  schema_type_string: { fr: 'doit être un texte', en: 'must be string', de: 'muss ein Text sein', es: 'debe ser un texto', nl: 'moet een tekst zijn', it: 'deve essere un testo' },
  schema_type_number: { fr: 'doit être un nombre', en: 'must be number', de: 'muss eine Zahl sein', es: 'debe ser un número', nl: 'moet een getal zijn', it: 'deve essere un numero' },
  schema_type_integer: { fr: 'doit être un nombre entier', en: 'must be integer', de: 'muss eine ganze Zahl sein', es: 'debe ser un número entero', nl: 'moet een geheel getal zijn', it: 'deve essere un numero intero' },
  schema_type_boolean: { fr: 'doit être true ou false', en: 'must be boolean', de: 'muss true oder false sein', es: 'debe ser true o false', nl: 'moet true of false zijn', it: 'deve essere true o false' },
  schema_type_object: { fr: 'doit être un objet (des clés et leurs valeurs)', en: 'must be object', de: 'muss ein Objekt (Schlüssel und Werte) sein', es: 'debe ser un objeto (claves y valores)', nl: 'moet een object (sleutels en waarden) zijn', it: 'deve essere un oggetto (chiavi e valori)' },
  schema_type_array: { fr: 'doit être une liste', en: 'must be array', de: 'muss eine Liste sein', es: 'debe ser una lista', nl: 'moet een lijst zijn', it: 'deve essere una lista' },
  schema_type_null: { fr: 'doit être vide (null)', en: 'must be null', de: 'muss leer (null) sein', es: 'debe estar vacío (null)', nl: 'moet leeg (null) zijn', it: 'deve essere vuoto (null)' },
  schema_type: {
    fr: 'doit être de type {detailType}',
    en: 'must be {detailType}',
    de: 'muss vom Typ {detailType} sein',
    es: 'debe ser de tipo {detailType}',
    nl: 'moet van het type {detailType} zijn',
    it: 'deve essere di tipo {detailType}',
  },
};

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/**
 * The `detailCode` of an Ajv error and the params its texts name, or null
 * for a keyword the texts do not know (its English message is kept).
 */
export function schemaDetail(error: ErrorObject): Record<string, string | number> | null {
  const params = error.params as Record<string, unknown>;
  const extra = (params.additionalProperty ?? params.unevaluatedProperty) as string | undefined;
  if (extra !== undefined) return { detailCode: 'schema_unknown_property', detailProperty: extra };
  switch (error.keyword) {
    case 'required':
      return { detailCode: 'schema_required', detailProperty: String(params.missingProperty) };
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      return { detailCode: `schema_${error.keyword}`, detailLimit: Number(params.limit) };
    case 'multipleOf':
      return { detailCode: 'schema_multipleOf', detailLimit: Number(params.multipleOf) };
    case 'pattern':
      return { detailCode: 'schema_pattern', detailPattern: String(params.pattern) };
    case 'enum':
      return { detailCode: 'schema_enum', detailValues: ((params.allowedValues as unknown[] | undefined) ?? []).map(show).join(', ') };
    case 'const':
      return { detailCode: 'schema_const', detailValues: show(params.allowedValue) };
    case 'not':
    case 'anyOf':
    case 'oneOf':
      return { detailCode: `schema_${error.keyword}` };
    case 'propertyNames':
      return { detailCode: 'schema_propertyNames', detailProperty: String(params.propertyName) };
    case 'false schema':
      return { detailCode: 'schema_false' };
    case 'type': {
      const type = String(params.type);
      return (JSON_TYPES as readonly string[]).includes(type) ? { detailCode: `schema_type_${type}` } : { detailCode: 'schema_type', detailType: type };
    }
    default:
      return null;
  }
}
