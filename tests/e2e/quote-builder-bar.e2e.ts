/** The quote builder end to end for a bar cover, in Italian, by an external client's user of Piscine Lago Blu (Italy). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: bar cover in Italian', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'bar',
      locale: 'it',
      login: 'demo.external',
      installer: 'installer-it',
      answers: { variant: 'motorised', length: 11.5, width: 5.2, stairs: 'corner', fabric: 'pvc_680', colour: 'sand_sand', accessories: ['padlock', 'drain_grid'] },
      // a motorised bar cover is at most 12 m long
      blocking: { rule: 'motorised_too_long', answers: { length: 13 } },
      unsaved: { question: 'accessories', value: ['padlock'] },
    });
  });
});
