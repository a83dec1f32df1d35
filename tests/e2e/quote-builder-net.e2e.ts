/** The quote builder end to end for a safety net, in Spanish, by a user without quote validation of Piscinas Mediterráneo (Spain). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: net in Spanish', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'net',
      locale: 'es',
      login: 'demo.junior',
      installer: 'installer-es',
      answers: { variant: 'procover', shape: 'oval', length: 7.5, width: 3.8, anchors: 'wooden_decking', tensioners: 'springs', colour: 'grey' },
      // anchors in wooden decking take springs only
      blocking: { rule: 'wood_anchors_springs_only', answers: { tensioners: 'elastic' } },
      unsaved: { question: 'width', value: 4 },
    });
  });
});
