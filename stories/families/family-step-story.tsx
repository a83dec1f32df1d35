/**
 * The story of one form step of a family file, made for each step by the
 * CSF module that .storybook/family-stories.ts builds from the file: the
 * family compiled by the engine, the step rendered by <StepForm> in the
 * toolbar's language, with the answers of a preset that shows the step. Its
 * play function checks that the step title and every visible question title
 * are on screen in that language.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { useState } from 'react';
import { action } from 'storybook/actions';
import { expect, within } from 'storybook/test';
import { localize, type Answers, type Catalogue, type Locale } from '../../engine/index.ts';
import { StepForm } from '../../src/features/builder/step-form.tsx';
import { localeOf } from '../story-locale.ts';
import { familyCatalogue, familyStep, storyAnswers, storyQuestions } from './family-story-data.ts';

function FamilyStep({ catalogue, stepId, locale, initialAnswers }: { catalogue: Catalogue; stepId: number; locale: Locale; initialAnswers: Answers }) {
  const [answers, setAnswers] = useState(initialAnswers);
  return (
    <Card style={{ maxWidth: 960 }}>
      <StepForm
        catalogue={catalogue}
        stepId={stepId}
        locale={locale}
        answers={answers}
        onChange={setAnswers}
        onSubmit={action('save and next')}
        onPrevious={action('previous')}
      />
    </Card>
  );
}

/** The default export of a family's CSF module (its title is added there, statically). */
export function familyMeta(document: object): Omit<Meta<typeof StepForm>, 'title'> {
  return {
    component: StepForm,
    parameters: { layout: 'padded', family: 'family' in document ? document.family : undefined },
  };
}

/** The story of step `stepId` of a family document. */
export function familyStepStory(document: object, stepId: number): StoryObj<typeof StepForm> {
  return {
    render: (_args, { globals }) => {
      const catalogue = familyCatalogue(document);
      const step = familyStep(catalogue, stepId);
      return <FamilyStep catalogue={catalogue} stepId={stepId} locale={localeOf(globals)} initialAnswers={storyAnswers(catalogue, step)} />;
    },
    play: async ({ canvasElement, globals, step: testStep }) => {
      const catalogue = familyCatalogue(document);
      const step = familyStep(catalogue, stepId);
      const locale = localeOf(globals);
      const canvas = within(canvasElement);
      const questions = storyQuestions(catalogue, step);

      await testStep('the step title', async () => {
        await expect(await canvas.findByRole('heading', { level: 2, name: localize(step.title, locale) })).toBeVisible();
      });
      await testStep(`the ${questions.length} visible questions`, async () => {
        await expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) {
          const title = localize(question.title, locale);
          const shown = (await canvas.findAllByText(title)).filter((element) => element.checkVisibility());
          await expect(shown, `question "${question.key}": ${title}`).not.toHaveLength(0);
        }
      });
    },
  };
}
