/**
 * Reading a pool plan back in tests: parsed with xmldoc (the parser pdfmake's
 * `svg` node uses, so a plan that parses here is one the PDF can read), its
 * elements listed, its texts, and the box of a path's end points.
 */
import { XmlDocument, type XmlElement } from 'xmldoc';
import type { Answers, Catalogue } from '../../../engine/index.ts';

/** The plan's elements, depth first, the root first; throws when the string is not well-formed XML. */
export function svgElements(svg: string): XmlElement[] {
  const document = new XmlDocument(svg);
  const all: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    all.push(element);
    element.eachChild((child) => visit(child));
  };
  visit(document);
  return all;
}

/** The text of every <text>, entities decoded. */
export function svgTexts(svg: string): string[] {
  return svgElements(svg)
    .filter((element) => element.name === 'text')
    .map((element) => element.val);
}

/** The box of the end points of a path's commands (M, L, H, V, C, A): for a rectangle with stairs outside it, the rectangle. */
export function pathEndPointsBox(d: string): { x0: number; y0: number; x1: number; y1: number } {
  const tokens = d.match(/[MLHVCAZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const arity: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, A: 7, Z: 0 };
  const xs: number[] = [];
  const ys: number[] = [];
  let x = 0;
  let y = 0;
  let i = 0;
  while (i < tokens.length) {
    const command = tokens[i++]!;
    const count = arity[command];
    if (count === undefined) throw new Error(`unexpected path token ${command} in ${d}`);
    const values = tokens.slice(i, i + count).map(Number);
    i += count;
    if (command === 'H') x = values[0]!;
    else if (command === 'V') y = values[0]!;
    else if (count >= 2) [x, y] = values.slice(-2) as [number, number];
    if (command !== 'Z') {
      xs.push(x);
      ys.push(y);
    }
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Answers by key: `{ shape: 'rectangle', length: 8 }` -> answers by id, over `base`. */
export function answersByKey(catalogue: Catalogue, values: Record<string, string | number | boolean | string[]>, base: Answers = {}): Answers {
  const answers: Record<string, Answers[string]> = { ...base };
  for (const [key, value] of Object.entries(values)) {
    const question = catalogue.questionsByKey.get(key);
    if (!question) throw new Error(`${catalogue.key}: no question ${key}`);
    const answerId = (answerKey: string) => {
      const answer = question.answers.find((candidate) => candidate.key === answerKey);
      if (!answer) throw new Error(`${catalogue.key}: no answer ${key}.${answerKey}`);
      return answer.id;
    };
    answers[String(question.id)] = question.type === 'single' && typeof value === 'string' ? answerId(value) : Array.isArray(value) ? value.map(answerId) : value;
  }
  return answers;
}
