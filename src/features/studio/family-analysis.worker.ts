/** The family file's analysis off the page's thread: one text in, its analysis out (see family-analysis.ts). */
import { analyseFamily } from './family-analysis.ts';

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(analyseFamily(event.data));
};
