/** The quote builder end to end for a slatted blind, in French, by the manufacturer's staff for Piscines du Soleil (France: VAT and eco-participation). */
import { describe, it } from 'vitest';
import { BUILDER_SCENARIOS } from '../fixtures/builder-scenarios.ts';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: blind in French', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, BUILDER_SCENARIOS.blind);
  });
});
