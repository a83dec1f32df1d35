/** The configured quote summarised step by step (the engine's summariseAnswers), as it is validated. */
import { Descriptions, Flex } from 'antd';
import { summariseAnswers, type Answers, type Catalogue, type Locale } from '../../../engine/index.ts';

export interface QuoteSummaryProps {
  catalogue: Catalogue;
  answers: Answers;
  locale: Locale;
}

export function QuoteSummary({ catalogue, answers, locale }: QuoteSummaryProps) {
  return (
    <Flex vertical gap={12}>
      {summariseAnswers(catalogue, answers, locale).map((step) => (
        <Descriptions
          key={step.stepId}
          title={step.title}
          size="small"
          bordered
          column={1}
          items={step.items.map((item) => ({ key: item.questionId, label: item.title, children: item.value }))}
        />
      ))}
    </Flex>
  );
}
