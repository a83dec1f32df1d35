/**
 * The contract's `pattern` of a text meant to hold on one line (names,
 * references, addresses, logins, titles...; openapi.yaml): no line break
 * (CR, LF, NEL, U+2028, U+2029) and no other control character, so that such
 * a value can never start a line of its own in an e-mail or a PDF. NUL is
 * left to the database, which refuses it (`400 bad_request`, as the contract's
 * BadRequest says of a value the server cannot store).
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0001-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';

/** Whether `value` holds on one line (the contract's SINGLE_LINE_PATTERN). */
export function isSingleLine(value: string): boolean {
  return SINGLE_LINE.test(value);
}

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
