/**
 * A story's own day: the browser's `Date` (which dayjs and antd's date pickers
 * read) starts at `iso` and runs on from there, so that what a story shows and
 * checks does not depend on the day it runs. For `beforeEach`: returns the undo.
 */
export function clockAt(iso: string): () => void {
  const RealDate = globalThis.Date;
  const offset = RealDate.parse(iso) - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
