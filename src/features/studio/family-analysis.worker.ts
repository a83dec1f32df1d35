/** The family file's analysis off the page's thread: one text in, its analysis out (see family-analysis.ts); the YAML read again in part when one value changed. */
import { FamilyYamlReader } from '../../../engine/index.ts';
import { analyseFamily } from './family-analysis.ts';

const reader = new FamilyYamlReader();

self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(analyseFamily(event.data, (text) => reader.read(text)));
};
