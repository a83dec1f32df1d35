/** The quote builder end to end for a liner, in English, by a user of Zwembaden Vlaanderen (Belgium: reverse charge). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: liner in English', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'liner',
      locale: 'en',
      login: 'demo.user',
      installer: 'installer-be',
      answers: {
        variant: 'renovation',
        shape: 'rectangle',
        length: 10,
        width: 5,
        corner_radius: 0.2,
        shallow_depth: 1.1,
        deep_depth: 1.9,
        floor_profile: 'slope',
        stairs_type: 'roman',
        stairs_width: 2.5,
        stairs_steps: 4,
        thickness: 'thickness_85',
        colour: 'mosaic',
        fixing: 'hung_bead',
        anti_slip_steps: true,
        frieze: true,
      },
      // the deep end shallower than the shallow end
      blocking: { rule: 'deep_below_shallow', answers: { deep_depth: 1 } },
      unsaved: { question: 'colour', value: 'sand' },
    });
  });
});
