/**
 * The price step of the quote builder's scenario: the server's calculation
 * against the engine's on the scenario's answers, the lines and totals as
 * shown in the language, eco-participation in France only, and the live
 * price beside the form.
 */
import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '../../../server/db/seed-data.ts';
import type { BuilderRun } from './builder-run.ts';
import { demoCompany, expectedCalculation, expectedPublicTotal, money, plainSpaces, type ApiCalculation } from './builder-expect.ts';

/** The server's GET /quote/{id}/calculate as the builder received it. */
export interface ReceivedCalculation {
  status: number;
  data: ApiCalculation;
}

export async function readCalculation(response: Response): Promise<ReceivedCalculation> {
  return { status: response.status(), data: ((await response.json()) as { data: ApiCalculation }).data };
}

/** Checks the price step, reached after the last form step. */
export async function checkPriceStep(run: BuilderRun, calculated: ReceivedCalculation): Promise<void> {
  const { page, catalogue, scenario, t } = run;
  const { locale } = scenario;
  // an external client's user sees public prices only (README, Accounts)
  const external = DEMO_COMPANIES.find((c) => c.key === DEMO_USERS.find((u) => u.login === scenario.login)?.company)?.kind === 'external';
  const expected = expectedCalculation(catalogue, run.answers, scenario.installer, !external);
  expect(calculated.status).toBe(200);
  const actual = calculated.data;
  expect(actual).toEqual(expected);
  const eco = actual.lines.filter((line) => line.kind === 'eco');
  expect(eco.length > 0).toBe(demoCompany(scenario.installer).country === 'FR');

  await page.getByRole('heading', { name: t('Price calculation'), exact: true }).waitFor();
  const rows = page.locator('.builder-main .ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  expect(shown.map((cells) => [cells[0], plainSpaces(cells[3] ?? ''), plainSpaces(cells[4] ?? '')])).toEqual(
    expected.lines.map((line) => [line.code, money(line.unit_cents, locale), money(line.amount_cents, locale)]),
  );
  const totals = plainSpaces((await page.locator('.builder-main .ant-descriptions').textContent()) ?? '');
  for (const cents of [expected.total_ex_vat_cents, expected.total_incl_vat_cents, expected.installer_total_with_discount_cents]) {
    if (cents !== null) expect(totals).toContain(money(cents, locale));
  }
  expect(totals.includes(t('Your discount'))).toBe(!external);

  const live = page.getByTestId('live-price');
  const publicTotal = money(expectedPublicTotal(catalogue, run.answers, scenario.installer), locale);
  await expect.poll(async () => plainSpaces((await live.textContent()) ?? '')).toContain(publicTotal);
  expect(publicTotal).toBe(money(expected.total_ex_vat_cents, locale));
}
