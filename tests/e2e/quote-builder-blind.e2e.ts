/** The quote builder end to end for a slatted blind, in French, by the manufacturer's staff for Piscines du Soleil (France: VAT and eco-participation). */
import { describe, it } from 'vitest';
import { useBrowser } from './helpers/browser.ts';
import { runBuilderScenario } from './helpers/builder.ts';

describe('quote builder: blind in French', () => {
  const session = useBrowser();

  it('creates, answers, solves a blocking inconsistency, prices, resumes and warns before leaving unsaved', async () => {
    await runBuilderScenario(session, {
      family: 'blind',
      locale: 'fr',
      login: 'demo.staff',
      installer: 'installer-fr',
      answers: {
        variant: 'above_ground_bench',
        construction: 'concrete',
        shape: 'roman_stairs',
        length: 9,
        width: 4.5,
        stairs_width: 2,
        stairs_depth: 1.2,
        filtering_block: 'long_side',
        slat_material: 'pvc',
        slat_colour: 'sand',
        stairs_cutouts: 1,
        motor: 'tubular',
        power: 'mains_24v',
        control: 'key_switch_remote',
        cable_length: 25,
        bench_finish: 'composite_grey',
        motor_side: 'left',
        safety_fixings: 'automatic_locks',
        anti_uv_cover: true,
        spare_key: false,
      },
      // no filtering block on the roller's side of an above-ground blind
      blocking: { rule: 'filter_on_roller_side', answers: { filtering_block: 'roller_side' } },
      unsaved: { question: 'width', value: 4.75 },
    });
  });
});
