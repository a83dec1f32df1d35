/** SVG logos that documents must survive (issue 14). */

/** Case 2: `levels` levels of ten `<use>` each (six: 1.2 kB, a million drawn elements). */
export function nestedUseLogo(levels = 6): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level += 1) {
    defs += `<g id="l${level}">${Array.from({ length: 10 }, () => `<use href="#l${level - 1}"/>`).join('')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

/** Case 5: logos the SVG library cannot draw. */
export const UNDRAWABLE_LOGOS = {
  'no width, height or viewBox': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="#0e7490"/></svg>',
  'an attribute name with a quote': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect a"b="1" width="10" height="10"/></svg>',
} as const;
