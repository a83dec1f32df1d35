/**
 * The SVG sanitiser's budgets and normalisation, on the document alone: drawn
 * elements once references are followed, nesting depth, the root's size,
 * allow-listed attribute names, image-loading style and foreign namespaces.
 */
import { describe, expect, it } from 'vitest';
import { sanitiseSvg, SVG_MAX_DEPTH, SVG_MAX_ELEMENTS } from '../../../server/files/svg-sanitiser.ts';
import { nestedUseSvg } from '../helpers/images.ts';

const sanitise = (svg: string) => sanitiseSvg(Buffer.from(svg));
const svgOf = (svg: string) => {
  const result = sanitise(svg);
  if (!('svg' in result)) throw new Error(`refused: ${JSON.stringify(result.refused)}`);
  return result.svg;
};
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('the drawing budget', () => {
  it('counts what <use> draws: three levels of ten pass, four and six (case 2) are refused naming the limit', () => {
    expect(SVG_MAX_ELEMENTS).toBe(5_000);
    expect(svgOf(nestedUseSvg(3, 10))).toContain('<use href="#l3"/>');
    expect(sanitise(nestedUseSvg(4, 10))).toEqual({ refused: { reason: 'too_many_elements', limit: 5_000 } });
    expect(sanitise(nestedUseSvg(6, 10))).toEqual({ refused: { reason: 'too_many_elements', limit: 5_000 } });
  });

  it('counts what url(#id) paints draw, and refuses a reference cycle', () => {
    const pattern = `<pattern id="p">${'<rect width="1" height="1"/>'.repeat(100)}</pattern>`;
    const painted = '<rect width="1" height="1" fill="url(#p)"/>'.repeat(60);
    expect(sanitise(`<svg ${NS} width="4" height="4"><defs>${pattern}</defs>${painted}</svg>`)).toEqual({ refused: { reason: 'too_many_elements', limit: 5_000 } });
    expect(sanitise(`<svg ${NS} width="4" height="4"><g id="a"><use href="#a"/></g></svg>`)).toEqual({ refused: { reason: 'too_many_elements', limit: 5_000 } });
  });

  it('refuses more than 5,000 elements written out, before building them all', () => {
    expect(sanitise(`<svg ${NS} width="4" height="4">${'<rect/>'.repeat(5_001)}</svg>`)).toEqual({ refused: { reason: 'too_many_elements', limit: 5_000 } });
  });

  it('refuses nesting deeper than 32, written or through <use>', () => {
    expect(SVG_MAX_DEPTH).toBe(32);
    const nested = (levels: number) => `<svg ${NS} width="4" height="4">${'<g>'.repeat(levels)}${'</g>'.repeat(levels)}</svg>`;
    expect(svgOf(nested(30))).toContain('<g/>');
    expect(sanitise(nested(40))).toEqual({ refused: { reason: 'too_deep', limit: 32 } });
    const chain = Array.from({ length: 40 }, (_, i) => `<g id="c${i + 1}"><use href="#c${i}"/></g>`).join('');
    expect(sanitise(`<svg ${NS} width="4" height="4"><defs><g id="c0"/>${chain}</defs><use href="#c40"/></svg>`)).toEqual({ refused: { reason: 'too_deep', limit: 32 } });
  });
});

describe('the root’s size (case 5)', () => {
  it('is refused when there is neither width and height nor a viewBox, or only one length', () => {
    expect(sanitise(`<svg ${NS}><rect width="4" height="4"/></svg>`)).toEqual({ refused: { reason: 'no_size' } });
    expect(sanitise(`<svg ${NS} width="40"><rect width="4" height="4"/></svg>`)).toEqual({ refused: { reason: 'no_size' } });
    expect(sanitise(`<svg ${NS} width="100%" height="100%"/>`)).toEqual({ refused: { reason: 'no_size' } });
    expect(sanitise(`<svg ${NS} viewBox="0 0 0 10"/>`)).toEqual({ refused: { reason: 'no_size' } });
  });

  it('is completed: viewBox from width and height (absolute units in px), width and height from the viewBox and its proportions', () => {
    expect(svgOf(`<svg ${NS} width="10mm" height="5mm"/>`)).toBe(`<svg ${NS} width="37.7953" height="18.8976" viewBox="0 0 37.7953 18.8976"/>`);
    expect(svgOf(`<svg viewBox="0,0,40,20"/>`)).toBe(`<svg ${NS} width="40" height="20" viewBox="0 0 40 20"/>`);
    expect(svgOf(`<svg ${NS} viewBox="10 10 40 20" height="10"/>`)).toBe(`<svg ${NS} width="20" height="10" viewBox="10 10 40 20"/>`);
  });
});

describe('names and values', () => {
  it('refuses an attribute name with a quote or another odd character (not XML)', () => {
    for (const name of ['a"b', "a'b", 'a<b', 'a`b']) expect(sanitise(`<svg ${NS} width="4" height="4"><rect ${name}="1"/></svg>`)).toEqual({ refused: { reason: 'malformed' } });
  });

  it('writes only allow-listed attribute names', () => {
    const svg = svgOf(`<svg ${NS} xmlns:i="urn:i" width="4" height="4" i:label="x" data-id="1"><rect width="4" height="4" fill="#0a6" onclick="x()" formaction="y" Fill="red"/></svg>`);
    expect(svg).toBe(`<svg ${NS} width="4" height="4" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0a6"/></svg>`);
  });

  it('keeps url(#id) references, drops every image-loading style: url() elsewhere, image-set(), image(), src()', () => {
    const svg = svgOf(`<svg ${NS} width="4" height="4">
<style>.a{fill:url(#g)}</style><style>.b{background:image-set("https://e.example/x.png" 1x)}</style><style>.c{background:-webkit-image-set(url(x.png) 1x)}</style>
<rect class="a" fill="url(#g)" stroke="url('#g')" style="fill:url(#g)"/>
<rect style="background:image-set('https://e.example/y.png' 1x)" fill="url(https://e.example/p#g)" stroke="url(#g) , url(https://e.example/z)"/>
<rect style="mask:image(&quot;https://e.example/m.png&quot;)"/><rect style="background:src('https://e.example/s.png')"/>
<linearGradient id="g"/></svg>`);
    expect(svg).not.toMatch(/e\.example|image-set|image\(|src\(/);
    expect(svg).toContain('<style>.a{fill:url(#g)}</style>');
    expect(svg).toContain(`<rect class="a" fill="url(#g)" stroke="url('#g')" style="fill:url(#g)"/>`);
  });

  it('refuses a root, or any element, in another namespace than SVG’s (XHTML)', () => {
    expect(sanitise('<svg xmlns="http://www.w3.org/1999/xhtml" width="4" height="4"/>')).toEqual({ refused: { reason: 'malformed' } });
    expect(sanitise(`<svg ${NS} width="4" height="4"><g xmlns="http://www.w3.org/1999/xhtml"/></svg>`)).toEqual({ refused: { reason: 'malformed' } });
    expect(sanitise('<html><svg width="4" height="4"/></html>')).toEqual({ refused: { reason: 'malformed' } });
  });

  it('writes the XLink namespace when an xlink:href is kept', () => {
    expect(svgOf(`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4"><path id="p"/><use xlink:href="#p"/></svg>`)).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4" viewBox="0 0 4 4"><path id="p"/><use xlink:href="#p"/></svg>`,
    );
  });
});
