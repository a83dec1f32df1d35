/** The quote builder end to end for a winter cover, in Dutch, by the trading group's administrator for its member Zwembaden Vlaanderen (Belgium). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: winter cover in Dutch', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'winter',
      locale: 'nl',
      login: 'demo.group',
      installer: 'installer-be',
      chooseInstaller: 'Zwembaden Vlaanderen',
      answers: { variant: 'opaque_650', shape: 'roman_stairs', length: 11, width: 6.5, fixing: 'water_tubes', colour: 'blue_black' },
      // a winter cover is at most 10 m wide
      blocking: { rule: 'too_wide', answers: { width: 10.5 } },
      unsaved: { question: 'colour', value: 'grey' },
    });
  });
});
