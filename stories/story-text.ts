/**
 * Texts as Testing Library reads them from the page. Its matchers collapse
 * every run of whitespace of the page, the no-break spaces of French
 * typography ("Motif :", U+00A0 before : ; ? !) included, into one ordinary
 * space, but compare the expected string as it is: a French catalogue text
 * is passed through `plain` before it is looked for.
 */
export const plain = (text: string) => text.replace(/\s+/g, ' ');
