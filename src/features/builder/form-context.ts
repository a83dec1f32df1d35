/** What the step forms hand their templates through RJSF's `formContext`. */
import type { FieldCategory } from './category-groups.ts';

export interface StepFormContext {
  /** The parent category of a category, with its title in the form's language. */
  categoryParent?: (categoryId: number) => FieldCategory | undefined;
}
