/**
 * antd's InputNumber with its spin buttons named in the page's language:
 * the component names its two handlers "Increase Value" and "Decrease Value"
 * in English whatever the locale, with no prop to change it (issue 30, item
 * 6: read aloud so in the Spanish builder). The names are set on the
 * handlers once they are on the page, again whenever this renders (a change
 * of language, of the controls shown).
 *
 * A ref given to the field (antd's Form.Item gives one to its child, to
 * scroll to it) reaches the InputNumber too, beside this component's own: a
 * ref spread over ours left ours empty, and the handlers of every field of a
 * form (the customise and price steps) kept their English names.
 * The arrows inside the buttons are hidden from assistive technology: antd's
 * icons name themselves "up" and "down" in English.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { InputNumber, type InputNumberProps } from 'antd';
import { useCallback, useLayoutEffect, useRef, type ComponentRef, type Ref } from 'react';

type InputNumberRef = ComponentRef<typeof InputNumber>;

const ARROWS = { upIcon: <UpOutlined aria-hidden />, downIcon: <DownOutlined aria-hidden /> };

export function NumberInput<T extends number | string = number>({ ref, ...props }: InputNumberProps<T> & { ref?: Ref<InputNumberRef> }) {
  const { t } = useLingui();
  const input = useRef<InputNumberRef | null>(null);
  const increase = t`Increase the value`;
  const decrease = t`Decrease the value`;
  const both = useCallback(
    (node: InputNumberRef | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const host = input.current?.nativeElement;
    // the handlers are inside the component's root: its element, or (with a prefix or suffix) the one it wraps
    const root = host?.querySelector('.ant-input-number-action-up') ? host : host?.closest('.ant-input-number');
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', increase);
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', decrease);
  });
  return <InputNumber<T> controls={ARROWS} {...props} ref={both} />;
}
