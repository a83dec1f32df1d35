/**
 * A field's label with its mandatory mark and, beside it, the information
 * button. The button sits outside the <label>, so that the field's name is
 * the question title alone.
 */
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

export function FieldLabel({ htmlFor, label, required, extra }: { htmlFor: string; label: string; required: boolean; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={2} style={{ minHeight: token.controlHeight, paddingBottom: token.paddingXXS }}>
      <label id={`${htmlFor}-label`} htmlFor={htmlFor} style={{ color: token.colorTextHeading }}>
        {required && (
          <span aria-hidden="true" style={{ color: token.colorError, marginInlineEnd: token.marginXXS }}>
            *
          </span>
        )}
        {label}
      </label>
      {extra}
    </Flex>
  );
}
