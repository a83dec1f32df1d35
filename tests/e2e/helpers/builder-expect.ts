/**
 * What the quote builder's scenarios expect, from the engine (the end-to-end
 * tests and tests/server/quotes/family-scenarios.test.ts): the
 * family file compiled with the ids the server gave its keys, answers written
 * by key turned into saved answers (by id), and the price the server should
 * show for them (the installer's country and discount from the demo data).
 */
import fs from 'node:fs';
import { parse } from 'yaml';
import {
  calculate,
  compileFamily,
  defaultVat,
  isReverseCharge,
  priceQuote,
  type Answers,
  type Catalogue,
  type Locale,
} from '../../../engine/index.ts';
import type { Schemas } from '../../../src/api/types.ts';
import { DEMO_COMPANIES } from '../../../server/db/seed-data.ts';

export { answerValue, toAnswers, type KeyedAnswer, type KeyedAnswers } from '../../fixtures/builder-scenarios.ts';
export type FamilyDefinition = Schemas['FamilyDefinition'];
export type ApiCalculation = Schemas['Calculation'];

/** schemas/families/<family>.family.yaml compiled with the server's ids (those of GET /family/{id}/definition). */
export function compileFamilyFile(family: string, definition: FamilyDefinition): Catalogue {
  const file = new URL(`../../../schemas/families/${family}.family.yaml`, import.meta.url);
  const result = compileFamily(parse(fs.readFileSync(file, 'utf8')), {
    ids: (kind, key) => {
      const id = definition.ids[kind]?.[key];
      if (id === undefined) throw new Error(`the server has no id for ${kind} ${key} of ${family}`);
      return id;
    },
  });
  if (!result.ok) throw new Error(`${family}.family.yaml does not compile: ${result.issues[0]?.message ?? ''}`);
  return result.catalogue;
}

/** The country and discount of a demo company (DEMO_COMPANIES key). */
export function demoCompany(key: string): { country: string; discountBp: number } {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`no demo company ${key}`);
  return { country: company.countryCode, discountBp: company.discountBp ?? 0 };
}

/**
 * The day the expected totals are priced on, whatever the day the test runs: the server prices on its own
 * today, and the only rule that reads the day (the French eco-participation, from 2023-05-01) gives the
 * same on every day since.
 */
const PRICING_DAY = '2026-11-29';

/** The public total ex VAT in EUR that the live price predicts, in cents. */
export function expectedPublicTotal(catalogue: Catalogue, answers: Answers, companyKey: string): number {
  const result = priceQuote(catalogue, answers, { country: demoCompany(companyKey).country, date: PRICING_DAY });
  if (result.status !== 'ok') throw new Error(`${catalogue.key}: ${result.message}`);
  return result.totalCents;
}

/**
 * GET /quote/{id}/calculate as it should answer for a new quote (EUR, the
 * VAT of the installer's country) priced for `companyKey`: the engine's
 * Calculation as it is, without the installer's discount and net total for an
 * external client's user (`withTerms` false).
 */
export function expectedCalculation(catalogue: Catalogue, answers: Answers, companyKey: string, withTerms = true): ApiCalculation {
  const { country, discountBp } = demoCompany(companyKey);
  const { vatRateBp } = defaultVat(country);
  const settings = { currency: 'EUR', exchange_rate: 1, vat_rate_bp: vatRateBp, discount_bp: discountBp, reverse_charge: isReverseCharge(country, vatRateBp) };
  const result = calculate(catalogue, answers, { country, date: PRICING_DAY }, settings);
  if (result.status !== 'ok') throw new Error(`${catalogue.key}: ${result.message}`);
  const calculation = result.calculation;
  return withTerms ? calculation : { ...calculation, discount_bp: null, installer_total_with_discount_cents: null };
}

/** Spaces as Intl writes them (narrow, no-break) made plain, so that texts compare. */
export function plainSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** An amount in EUR as the builder shows it in `locale`. */
export function money(cents: number, locale: Locale): string {
  return plainSpaces(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100));
}
