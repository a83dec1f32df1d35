/**
 * @rjsf/antd's text input, whose change reaches the form after the answers clicked just before it: those
 * wait for their frame in the builder's input scheduler, and a change typed meanwhile runs them first.
 */
import type { BaseInputTemplateProps } from '@rjsf/utils';
import BaseInputTemplate from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';
import { useInputScheduler } from './input-scheduler-context.tsx';

export function InputTemplate(props: BaseInputTemplateProps) {
  const inputs = useInputScheduler();
  const { onChange } = props;
  return (
    <BaseInputTemplate
      {...props}
      onChange={(value: unknown) => {
        inputs.flush();
        onChange(value);
      }}
    />
  );
}
