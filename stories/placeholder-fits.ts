/** Whether an input's placeholder is drawn whole: its width in the input's own font against the room inside the input's padding. */
export function placeholderFits(input: HTMLInputElement): boolean {
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width <= room;
}
