/** The quote builder end to end for a winter cover, in Dutch, by the trading group's administrator for its member Zwembaden Vlaanderen (Belgium). */
import { describe, it } from 'vitest';
import { BUILDER_SCENARIOS } from '../fixtures/builder-scenarios.ts';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: winter cover in Dutch', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, BUILDER_SCENARIOS.winter);
  });
});
