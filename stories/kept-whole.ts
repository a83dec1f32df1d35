/**
 * The widths at which a piece of text (an order or quote number) is drawn on
 * more than one line: `box`, which holds it, is given each width in turn,
 * wherever the words before it end their line.
 */
export function widthsBreaking(box: HTMLElement, piece: string, widths: number[]): number[] {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode();
  while (text && !text.textContent?.includes(piece)) text = walker.nextNode();
  if (!text) throw new Error(`"${piece}" is not in ${box.textContent}`);
  const range = document.createRange();
  const start = text.textContent!.indexOf(piece);
  range.setStart(text, start);
  range.setEnd(text, start + piece.length);
  const width = box.style.width;
  const broken = widths.filter((each) => {
    box.style.width = `${each}px`;
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
  });
  box.style.width = width;
  return broken;
}

/** 120 to 420 px by 2 px: a phone's titles, from a narrow column to a whole screen. */
export const PHONE_WIDTHS = Array.from({ length: 151 }, (_, index) => 120 + 2 * index);
