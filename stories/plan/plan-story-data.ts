/**
 * The six demo families for the pool-plan stories, compiled by the engine
 * from their files, and the figures the plan should show.
 */
import { parse } from 'yaml';
import barYaml from '../../schemas/families/bar.family.yaml?raw';
import blindYaml from '../../schemas/families/blind.family.yaml?raw';
import bubbleYaml from '../../schemas/families/bubble.family.yaml?raw';
import linerYaml from '../../schemas/families/liner.family.yaml?raw';
import netYaml from '../../schemas/families/net.family.yaml?raw';
import winterYaml from '../../schemas/families/winter.family.yaml?raw';
import { LOCALE_INFO, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { familyCatalogue } from '../families/family-story-data.ts';

const FILES = { blind: blindYaml, liner: linerYaml, bubble: bubbleYaml, net: netYaml, winter: winterYaml, bar: barYaml } as const;

export type PlanFamily = keyof typeof FILES;

/** The catalogue of a demo family. */
export function planCatalogue(family: PlanFamily): Catalogue {
  return familyCatalogue(parse(FILES[family]) as object);
}

/** A number answer of `answers`, by question key. */
export function numberAnswer(catalogue: Catalogue, answers: Answers, key: string): number {
  const value = answers[String(catalogue.questionsByKey.get(key)?.id)];
  if (typeof value !== 'number') throw new Error(`${catalogue.key}: ${key} is not answered`);
  return value;
}

/** A length as the plan writes it ("8,00 m"), with the ordinary space that text queries see. */
export function metres(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LOCALE_INFO[locale].iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} m`;
}
