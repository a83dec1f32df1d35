/**
 * The project form's values and the contract's ProjectInput, both ways: text
 * fields trimmed (empty becomes null), stairs without type cleared, the
 * measured dimensions kept for a free form only; and the server's refusals
 * (`body.pool.stairs.width_m`) as the form's field paths.
 */
import { errorMessageOf, type ApiError } from '../../api/types.ts';
import type { Pool, PoolInput, Project, ProjectInput } from './project-types.ts';
import type { ProjectSubmitFailure } from './project-form.tsx';

type Nullable<T> = { [K in keyof T]: T[K] | null | undefined };

export interface PoolFormValues extends Nullable<Omit<PoolInput, 'stairs' | 'free_form_dimensions'>> {
  stairs: Nullable<NonNullable<PoolInput['stairs']>>;
  free_form_dimensions: { label: string; value_m: number | null }[];
}

export interface ProjectFormValues {
  name: string;
  end_customer: Record<string, string | null | undefined>;
  site_address: Record<string, string | null | undefined>;
  pool: PoolFormValues;
  notes: string | null;
}

const END_CUSTOMER_FIELDS = ['name', 'email', 'address_1', 'address_2', 'zipcode', 'city', 'country_code', 'phone'] as const;
const ADDRESS_FIELDS = ['address_1', 'address_2', 'zipcode', 'city', 'country_code'] as const;

/** A new project's form: a rectangle without stairs, in concrete, nothing measured yet. */
export const NEW_PROJECT: ProjectFormValues = {
  name: '',
  end_customer: {},
  site_address: {},
  pool: {
    shape: 'rectangle',
    length_m: null,
    width_m: null,
    shallow_depth_m: null,
    deep_depth_m: null,
    stairs: { type: 'none', side: null, width_m: null, depth_m: null },
    construction: 'concrete',
    free_form_dimensions: [],
    notes: null,
  },
  notes: null,
};

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const pick = <K extends string>(values: Record<string, string | null | undefined>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, text(values[key])])) as Record<K, string | null>;

/** The pool the form says, as the contract takes it. */
export function poolInputOf(pool: PoolFormValues): PoolInput {
  const stairs = pool.stairs.type && pool.stairs.type !== 'none'
    ? { type: pool.stairs.type, side: pool.stairs.side ?? null, width_m: pool.stairs.width_m ?? null, depth_m: pool.stairs.depth_m ?? null }
    : { type: 'none' as const, side: null, width_m: null, depth_m: null };
  return {
    shape: pool.shape!,
    length_m: pool.length_m!,
    width_m: pool.width_m!,
    shallow_depth_m: pool.shallow_depth_m ?? null,
    deep_depth_m: pool.deep_depth_m ?? null,
    stairs,
    construction: pool.construction ?? null,
    free_form_dimensions: pool.shape === 'free_form'
      ? pool.free_form_dimensions.map((dimension) => ({ label: dimension.label.trim(), value_m: dimension.value_m! }))
      : [],
    notes: text(pool.notes),
  };
}

export function projectInputOf(values: ProjectFormValues): ProjectInput {
  return {
    name: values.name.trim(),
    end_customer: pick(values.end_customer, END_CUSTOMER_FIELDS),
    site_address: pick(values.site_address, ADDRESS_FIELDS),
    pool: poolInputOf(values.pool),
    notes: text(values.notes),
  };
}

export function poolValuesOf(pool: Pool): PoolFormValues {
  return { ...pool, stairs: { ...pool.stairs }, free_form_dimensions: pool.free_form_dimensions.map((dimension) => ({ ...dimension })) };
}

/** A saved project as the form shows it. */
export function projectValuesOf(project: Project): ProjectFormValues {
  return {
    name: project.name,
    end_customer: { ...project.end_customer },
    site_address: { ...project.site_address },
    pool: poolValuesOf(project.pool),
    notes: project.notes,
  };
}

/** `body.pool.free_form_dimensions.2.value_m` → `['pool', 'free_form_dimensions', 2, 'value_m']`. */
export function fieldPathOf(path: string): (string | number)[] {
  return path.replace(/^body\.?/, '').split(/[.[\]/]+/).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The server's refusal as the form shows it: each detail under its field, the message above the form when no detail has a field. */
export function projectFailureOf(error: unknown, fallback: string): ProjectSubmitFailure {
  const body = (error as ApiError | undefined)?.error;
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const detail of body?.details ?? []) {
    const name = fieldPathOf(detail.path);
    if (name.length === 0) continue;
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(detail.message);
    byField.set(key, entry);
  }
  const fields = [...byField.values()];
  return fields.length > 0 ? { fields, message: body?.message ?? null } : { message: errorMessageOf(error) ?? fallback };
}
