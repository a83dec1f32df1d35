/** The quote builder end to end for a bar cover, in Italian, by an external client's user of Piscine Lago Blu (Italy). */
import { describe, it } from 'vitest';
import { BUILDER_SCENARIOS } from '../fixtures/builder-scenarios.ts';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: bar cover in Italian', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, BUILDER_SCENARIOS.bar);
  });
});
