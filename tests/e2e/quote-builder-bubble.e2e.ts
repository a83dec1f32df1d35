/** The quote builder end to end for a bubble cover, in German, by the installer's administrator (Germany). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: bubble cover in German', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'bubble',
      locale: 'de',
      login: 'demo.admin',
      installer: 'installer-de',
      answers: { variant: 'two_tone_500', shape: 'rectangle', length: 9.5, width: 6.8, hem: 'four_sides', roller: 'none' },
      // the roller is limited to 6.50 m of width
      blocking: { rule: 'roller_too_wide', answers: { roller: 'telescopic_fixed' } },
      unsaved: { question: 'length', value: 10.25 },
    });
  });
});
