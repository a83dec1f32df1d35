/**
 * The current step's form on the answers of the quote builder's machine,
 * read here (`useBuilderAnswers`): an edit re-renders the form, not the
 * screen around it (header, step list, notices).
 */
import { StepForm, type StepFormProps } from './step-form.tsx';
import { useBuilderAnswers, type QuoteBuilderActor } from './use-quote-builder.ts';

export function BuilderStepForm({ actor, ...props }: Omit<StepFormProps, 'answers'> & { actor: QuoteBuilderActor }) {
  return <StepForm {...props} answers={useBuilderAnswers(actor)} />;
}
