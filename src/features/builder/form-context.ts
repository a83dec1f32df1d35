/** What the step forms hand their templates through RJSF's `formContext`. */
import type { FieldCategory } from './category-groups.ts';

export interface StepFormContext {
  /** The ids of the fields (`root_<question key>`) whose answer is still the one the project's pool gave: marked "from the pool". */
  fromPool?: ReadonlySet<string>;
  /** The parent category of a category, with its title in the form's language. */
  categoryParent?: (categoryId: number) => FieldCategory | undefined;
}
