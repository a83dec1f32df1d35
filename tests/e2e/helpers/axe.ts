/**
 * axe-core in the page under test: its source injected as a script, then
 * `axe.run` over the whole document (the page needs a context with
 * `bypassCSP`: the app's CSP forbids inline scripts). Critical, serious and
 * moderate violations fail.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING = new Set(['critical', 'serious', 'moderate']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The critical, serious and moderate violations of the page as it is now (its open dialogs included). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  return violations.filter((violation) => FAILING.has(violation.impact ?? ''));
}

/** A readable list of violations, for the failure message. */
export function describeViolations(screen: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => `${screen}: [${v.impact}] ${v.id} (${v.help})\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}
