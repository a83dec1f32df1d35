/**
 * What must hold before a family's document is published, beyond the checks
 * of every write (the step DSL, the engine's and reviewFamily's): every test
 * case passes, what the family accepts it can price (grids cover their
 * question, quantities are finite, quantities and line conditions can be
 * evaluated: findDomainProblems), and no rule and no
 * answer is out of reach of any input. The
 * API's publishFamily refuses a draft that breaks them with 422
 * `publish_blocked`, and the import of family files (start-up and
 * `npm run catalogue:import`) refuses such a file; a draft itself may hold
 * failing cases (work in progress). The API runs these checks in the
 * catalogue worker (catalogue-analysis.ts), never on the event loop.
 */
import { differenceMessage, domainProblemMessage, findDomainProblems, findUnreachable, runTestCases, unreachableMessage, type Catalogue, type Locale } from '../../engine/index.ts';
import type { ErrorDetail } from '../http/app-error.ts';
import { FAMILY_LIFE_TEXTS } from '../i18n/family-life-texts.ts';
import { text } from '../i18n/text.ts';

/**
 * One entry when the family has no test case (`test_case_missing`: every
 * family needs one), one per failing test case (code `test_case_failed`, at its first
 * difference, which the message names) and per rule or answer no input
 * reaches (`rule_unreachable`, `answer_unreachable`), in `locale`; empty
 * when the catalogue may be published.
 */
export function publishBlockers(catalogue: Catalogue, locale: Locale): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (catalogue.testCases.length === 0) details.push({ path: '/testCases', code: 'test_case_missing', message: text(FAMILY_LIFE_TEXTS, 'test_case_missing', locale) });
  for (const result of runTestCases(catalogue)) {
    const [first] = result.differences;
    if (!first) continue;
    details.push({ path: first.path, code: 'test_case_failed', message: differenceMessage(result.key, first, locale).message });
  }
  for (const problem of findDomainProblems(catalogue)) details.push({ path: problem.path, code: problem.kind, message: domainProblemMessage(problem, locale) });
  for (const item of findUnreachable(catalogue)) {
    const code = item.notSearched ? 'reachability_budget' : item.kind === 'rule' ? 'rule_unreachable' : 'answer_unreachable';
    details.push({ path: item.path, code, message: unreachableMessage(item, locale) });
  }
  return details;
}
