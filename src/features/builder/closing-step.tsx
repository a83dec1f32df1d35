/**
 * Steps 10 (customise) and 11 (validate) of a quote whose form steps are all
 * valid: the configured quote summarised step by step, as it will be
 * customised and validated.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { summariseAnswers, type Answers, type Catalogue, type Locale } from '../../../engine/index.ts';

export interface ClosingStepProps {
  stepId: 10 | 11;
  catalogue: Catalogue;
  answers: Answers;
  locale: Locale;
  onPrevious: () => void;
}

export function ClosingStep({ stepId, catalogue, answers, locale, onPrevious }: ClosingStepProps) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{stepId === 10 ? <Trans>Customise</Trans> : <Trans>Validate</Trans>}</Typography.Title>
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
      <Flex>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
