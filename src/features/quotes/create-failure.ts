/** How a refused POST /quote shows in the new-quote form. */
import { errorMessageOf, type ApiError } from '../../api/types.ts';
import type { NewQuoteValues, SubmitFailure } from './new-quote-form.tsx';

const FIELDS: Record<string, keyof NewQuoteValues> = {
  'body.family_id': 'family_id',
  'body.name': 'name',
  'body.billing': 'billing',
  'body.end_customer_reference': 'end_customer_reference',
};

/** The server's refusal as form errors: field details on their fields, the rest as the form's message. */
export function failureOf(error: unknown, fallback: string): SubmitFailure {
  const body = (error as ApiError | undefined)?.error;
  if (body?.code === 'missing_family') return { fields: [{ name: 'family_id', message: body.message }] };
  const fields = (body?.details ?? []).flatMap((detail) => {
    const name = FIELDS[detail.path];
    return name ? [{ name, message: detail.message }] : [];
  });
  return fields.length > 0 ? { fields } : { message: errorMessageOf(error) ?? fallback };
}
