/**
 * Fields grouped under their category headings. A category gathers its
 * fields (in the order of `ui:order`) where it first appears, and its
 * sub-categories follow it, so that a family listing motor, power, control
 * and cable shows "Motor and control" once, then "Power supply" with
 * "Mains connection" under it. A sub-category whose parent has no field in
 * the step still shows the parent's heading. Fields without a category form
 * one group without a heading, where the first of them is.
 */
import type { FieldUiOptions } from '../../../engine/index.ts';

export type FieldCategory = NonNullable<FieldUiOptions['category']>;

export interface FieldGroup<T> {
  /** Null for the fields without a category. */
  category: FieldCategory | null;
  /** Empty for a parent heading shown only for its sub-categories. */
  items: T[];
}

interface Node<T> {
  group: FieldGroup<T>;
  children: Node<T>[];
}

/** The category and its ancestors, root first (at most 20 levels, against cycles). */
function lineage(category: FieldCategory, parentOf: (id: number) => FieldCategory | undefined): FieldCategory[] {
  const chain = [category];
  for (let parent = parentOf(category.id); parent && chain.length < 20; parent = parentOf(parent.id)) chain.unshift(parent);
  return chain;
}

export function groupByCategory<T>(
  items: readonly T[],
  categoryOf: (item: T) => FieldCategory | undefined,
  parentOf: (id: number) => FieldCategory | undefined = () => undefined,
): FieldGroup<T>[] {
  const roots: Node<T>[] = [];
  const nodes = new Map<number | 'none', Node<T>>();
  const nodeFor = (key: number | 'none', category: FieldCategory | null, siblings: Node<T>[]) => {
    let node = nodes.get(key);
    if (!node) {
      node = { group: { category, items: [] }, children: [] };
      nodes.set(key, node);
      siblings.push(node);
    }
    return node;
  };

  for (const item of items) {
    const category = categoryOf(item);
    if (!category) {
      nodeFor('none', null, roots).group.items.push(item);
      continue;
    }
    let siblings = roots;
    let node: Node<T> | undefined;
    for (const level of lineage(category, parentOf)) {
      node = nodeFor(level.id, level, siblings);
      siblings = node.children;
    }
    node!.group.items.push(item);
  }

  const groups: FieldGroup<T>[] = [];
  const visit = (node: Node<T>) => {
    groups.push(node.group);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return groups;
}
