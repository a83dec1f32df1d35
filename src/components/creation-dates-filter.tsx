/**
 * A list's creation-date filter: one range picker, or on a phone two day
 * pickers (a range's two months do not fit). Days are `YYYY-MM-DD`.
 */
import { useLingui } from '@lingui/react/macro';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDevice } from '../lib/use-device.ts';
import '../lib/dayjs-locales.ts';

const DAY = 'YYYY-MM-DD';

export interface CreationDatesFilterProps {
  from: string | null;
  to: string | null;
  onChange(from: string | null, to: string | null): void;
}

export function CreationDatesFilter({ from, to, onChange }: CreationDatesFilterProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const day = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);
  const text = (value: Dayjs | null | undefined) => value?.format(DAY) ?? null;
  if (isPhone) {
    return (
      <div className="quote-filter-dates">
        <DatePicker value={day(from)} placeholder={t`Created from`} aria-label={t`Created from`} onChange={(value) => onChange(text(value), to)} />
        <DatePicker value={day(to)} placeholder={t`Created to`} aria-label={t`Created to`} onChange={(value) => onChange(from, text(value))} />
      </div>
    );
  }
  return (
    <DatePicker.RangePicker
      className="quote-filter-dates"
      value={from || to ? [day(from), day(to)] : null}
      allowEmpty={[true, true]}
      aria-label={t`Creation date`}
      placeholder={[t`Created from`, t`Created to`]}
      onChange={(dates) => onChange(text(dates?.[0]), text(dates?.[1]))}
    />
  );
}
