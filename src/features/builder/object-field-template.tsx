/**
 * A step's fields: the step title, then the fields in `ui:order` under their
 * category headings (see category-groups.ts), indented by the category's
 * depth. Short inputs (numbers, texts, selects) sit two per row from 576 px
 * up; choices take a row (step-form.css).
 */
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { theme } from 'antd';
import { groupByCategory } from './category-groups.ts';
import type { StepFormContext } from './form-context.ts';
import { fieldUiOptions } from './ui-options.ts';
import { Heading } from '../../components/text.tsx';
import './step-form.css';

const HALF_WIDTH_WIDGETS = new Set(['updown', 'text', 'select']);
const INDENT_PX = 16;
const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 };

export function ObjectFieldTemplate({ title, properties, uiSchema, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const { categoryParent } = (registry.formContext ?? {}) as StepFormContext;
  const { token } = theme.useToken();
  const fieldUi = (name: string) => uiSchema?.[name] as UiSchema | undefined;
  const groups = groupByCategory(
    properties.filter((property) => !property.hidden),
    (property) => fieldUiOptions(fieldUi(property.name)).category,
    categoryParent,
  );
  return (
    <fieldset id={fieldPathId.$id} style={FIELDSET_STYLE}>
      {/* the step's title is the builder's second level (under the quote's name, h1), its categories the third and fourth */}
      {title && (
        <Heading level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
          {title}
        </Heading>
      )}
      {groups.map((group, index) => {
        const depth = group.category?.depth ?? 0;
        return (
          <section key={`${group.category?.id ?? 'none'}-${index}`} style={{ paddingInlineStart: depth * INDENT_PX }}>
            {group.category && (
              <Heading
                level={depth === 0 ? 3 : 4}
                style={{
                  marginTop: index === 0 ? 0 : token.marginXS,
                  fontSize: depth === 0 ? token.fontSizeLG : token.fontSize,
                  color: depth === 0 ? undefined : token.colorTextSecondary,
                }}
              >
                {group.category.title}
              </Heading>
            )}
            <div className="step-form-row">
              {group.items.map((property) => {
                const widget = fieldUi(property.name)?.['ui:widget'];
                const half = typeof widget === 'string' && HALF_WIDTH_WIDGETS.has(widget);
                return (
                  <div key={property.name} className={half ? 'step-form-col-half' : 'step-form-col-full'}>
                    {property.content}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </fieldset>
  );
}
