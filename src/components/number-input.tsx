/**
 * antd's InputNumber with its spin buttons named in the page's language:
 * the component names its two handlers "Increase Value" and "Decrease Value"
 * in English whatever the locale, with no prop to change it (issue 30, item
 * 6: read aloud so in the Spanish builder). The names are set on the
 * handlers once they are on the page, again whenever this renders (a change
 * of language, of the controls shown).
 */
import { useLingui } from '@lingui/react/macro';
import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef, type ComponentRef } from 'react';

export function NumberInput<T extends number | string = number>(props: InputNumberProps<T>) {
  const { t } = useLingui();
  const input = useRef<ComponentRef<typeof InputNumber>>(null);
  const increase = t`Increase the value`;
  const decrease = t`Decrease the value`;
  useLayoutEffect(() => {
    const host = input.current?.nativeElement;
    // the handlers are inside the component's root: its element, or (with a prefix or suffix) the one it wraps
    const root = host?.querySelector('.ant-input-number-action-up') ? host : host?.closest('.ant-input-number');
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', increase);
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', decrease);
  });
  return <InputNumber<T> ref={input} {...props} />;
}
