/**
 * The family's labels for the studio's translation grid (the walk itself is
 * the engine's `familyLabels`), the step DSL's length limits of a label, and
 * what a label labels in the page's language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FamilyLabel, LabelField, LabelKind } from '../../../engine/index.ts';

export { familyLabels, isMissing, missingCounts, type FamilyLabel, type LabelField, type LabelKind } from '../../../engine/index.ts';

/** The step DSL's limits of a label (`text`) and a long text (`longText`). */
export const LABEL_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 1000;

/** What a label labels, in the page's language: `Question width › title`. */
export function whereOf(label: FamilyLabel, i18n: I18n): string {
  const owner = label.owner;
  const kinds: Record<LabelKind, MessageDescriptor> = {
    family: msg`Family ${owner}`,
    inconsistencyCategory: msg`Inconsistency category ${owner}`,
    category: msg`Category ${owner}`,
    step: msg`Step ${owner}`,
    question: msg`Question ${owner}`,
    answer: msg`Answer ${owner}`,
    preset: msg`Preset ${owner}`,
    rule: msg`Rule ${owner}`,
    priceLine: msg`Price line ${owner}`,
    ecoLine: msg`Eco-participation line ${owner}`,
    testCase: msg`Test case ${owner}`,
  };
  const fields: Record<LabelField, MessageDescriptor> = {
    title: msg`title`,
    description: msg`description`,
    help: msg`help`,
    reason: msg`reason`,
    designation: msg`designation`,
  };
  return `${i18n._(kinds[label.kind])} › ${i18n._(fields[label.field])}`;
}
