/** The product families as selectable cards, for the new-quote form (a Form.Item control). */
import { Radio } from 'antd';
import type { Schemas } from '../../api/types.ts';

export interface FamilyPickerProps {
  families: Schemas['Family'][];
  value?: number;
  onChange?: (familyId: number) => void;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}

export function FamilyPicker({ families, value, onChange, id, ...rest }: FamilyPickerProps) {
  return (
    <Radio.Group
      id={id}
      className="family-picker"
      value={value}
      onChange={(event) => onChange?.(event.target.value as number)}
      aria-label={rest['aria-label']}
      aria-invalid={rest['aria-invalid']}
    >
      {families.map((family) => (
        <Radio key={family.id} value={family.id} className="family-option" data-family={family.key}>
          <span className="family-option-title">{family.title}</span>
          {family.description && <span className="family-option-description">{family.description}</span>}
        </Radio>
      ))}
    </Radio.Group>
  );
}
