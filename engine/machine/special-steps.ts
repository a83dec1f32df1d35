/**
 * The special steps every family has, around its form steps.
 */
import type { LocalizedText } from '../catalogue/family-document.ts';
import { STEP_CALCULATION, STEP_CUSTOMISE, STEP_REFERENCE, STEP_VALIDATE } from '../constants.ts';

export type StepType = 'reference' | 'form' | 'calculation' | 'customise' | 'validate';

export interface SpecialStep {
  id: number;
  key: Exclude<StepType, 'form'>;
  title: LocalizedText;
}

export const REFERENCE_STEP: SpecialStep = {
  id: STEP_REFERENCE,
  key: 'reference',
  title: { fr: 'Référence', en: 'Reference', de: 'Referenz', es: 'Referencia', nl: 'Referentie', it: 'Riferimento' },
};

export const CALCULATION_STEP: SpecialStep = {
  id: STEP_CALCULATION,
  key: 'calculation',
  title: { fr: 'Calcul du prix', en: 'Price calculation', de: 'Preisberechnung', es: 'Cálculo del precio', nl: 'Prijsberekening', it: 'Calcolo del prezzo' },
};

export const CUSTOMISE_STEP: SpecialStep = {
  id: STEP_CUSTOMISE,
  key: 'customise',
  title: { fr: 'Personnalisation', en: 'Customise', de: 'Anpassen', es: 'Personalización', nl: 'Personaliseren', it: 'Personalizzazione' },
};

export const VALIDATE_STEP: SpecialStep = {
  id: STEP_VALIDATE,
  key: 'validate',
  title: { fr: 'Validation', en: 'Validate', de: 'Bestätigen', es: 'Validación', nl: 'Valideren', it: 'Convalida' },
};

/** Steps shown after the form steps, in order. */
export const CLOSING_STEPS: readonly SpecialStep[] = [CALCULATION_STEP, CUSTOMISE_STEP, VALIDATE_STEP];

export function specialStep(id: number): SpecialStep | undefined {
  return [REFERENCE_STEP, ...CLOSING_STEPS].find((step) => step.id === id);
}
