/** A refused POST /quote as form errors. */
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../../src/features/quotes/create-failure.ts';

describe('failureOf', () => {
  it('puts the missing family (400 detail or 422) on the family field', () => {
    const missing = { error: { code: 'validation_failed', message: 'Invalid', details: [{ path: 'body.family_id', code: 'missing_family', message: 'Bitte geben Sie die Produktfamilie an.' }] } };
    expect(failureOf(missing, 'fallback')).toEqual({ fields: [{ name: 'family_id', message: 'Bitte geben Sie die Produktfamilie an.' }] });
    const inactive = { error: { code: 'missing_family', message: 'Please fill in the product family.' } };
    expect(failureOf(inactive, 'fallback')).toEqual({ fields: [{ name: 'family_id', message: 'Please fill in the product family.' }] });
  });

  it('puts a too long name on the name field', () => {
    const long = { error: { code: 'validation_failed', message: 'Invalid', details: [{ path: 'body.name', code: 'maxLength', message: 'At most 35' }] } };
    expect(failureOf(long, 'fallback')).toEqual({ fields: [{ name: 'name', message: 'At most 35' }] });
  });

  it('shows any other refusal as the form’s message, or the fallback', () => {
    expect(failureOf({ error: { code: 'no_reference_client', message: 'Choose a client first.' } }, 'fallback')).toEqual({ message: 'Choose a client first.' });
    expect(failureOf(undefined, 'fallback')).toEqual({ message: 'fallback' });
  });
});
