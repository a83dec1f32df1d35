/** Break opportunities in long unbroken runs, before layout (issue 14, case 4). */
import { describe, expect, it } from 'vitest';
import { breakLongWords, breakLongWordsIn, breakLongWordsInDocument } from '../../../server/pdf/break-long-words.ts';

const ZWSP = '\u200b';

describe('breakLongWords', () => {
  it('leaves ordinary text, long compounds included, as it is', () => {
    for (const text of ['Piscine Dupont', 'Schwimmbadabdeckungssystemhersteller GmbH', 'contact@piscines-du-soleil.example.org', '']) {
      expect(breakLongWords(text)).toBe(text);
    }
  });

  it('cuts a run longer than 40 characters every 20, keeping every character', () => {
    const word = 'x'.repeat(10_000);
    const broken = breakLongWords(`avant ${word} après`);
    expect(broken.replaceAll(ZWSP, '')).toBe(`avant ${word} après`);
    expect(broken.split(ZWSP)).toHaveLength(500);
    expect(Math.max(...broken.split(/[\s\u200b]/).map((piece) => piece.length))).toBe(20);
  });

  it('never splits a character outside the basic plane', () => {
    const broken = breakLongWords('🏊'.repeat(50));
    expect([...broken.replaceAll(ZWSP, '')]).toEqual(Array(50).fill('🏊'));
    expect(broken.split(ZWSP)[0]).toBe('🏊'.repeat(20));
  });
});

describe('breakLongWordsIn', () => {
  const long = 'y'.repeat(60);

  it('reaches texts, stacks, columns, lists and table cells, not drawings, images or styles', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>${long}</text></svg>`;
    const node = {
      stack: [long, { text: [{ text: long, bold: true }] }, { columns: [{ text: long }, { ul: [long] }] }, { table: { body: [[long, { text: long }]] } }, { svg }, { image: `data:image/png;base64,${long}` }],
      style: long,
    };
    const copy = breakLongWordsIn(node) as typeof node;
    expect(copy.style).toBe(long);
    expect((copy.stack[4] as { svg: string }).svg).toBe(svg);
    expect((copy.stack[5] as { image: string }).image).toBe(`data:image/png;base64,${long}`);
    expect(copy.stack[0]).toContain(ZWSP);
    expect(JSON.stringify(copy.stack.slice(0, 4))).not.toMatch(/y{21}/);
  });

  it('breaks the footer of every page too', () => {
    const document = breakLongWordsInDocument({ content: [long], footer: (page, pages) => ({ text: `${long} ${page}/${pages}` }) });
    expect(document.content[0]).toContain(ZWSP);
    expect((document.footer!(1, 2) as { text: string }).text).toBe(`${'y'.repeat(20)}${ZWSP}${'y'.repeat(20)}${ZWSP}${'y'.repeat(20)} 1/2`);
  });
});
