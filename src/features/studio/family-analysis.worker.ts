/**
 * The family file's analysis off the page's thread: one text in; out, its document as soon as it compiles (the
 * preview follows it), then its whole analysis (see family-analysis.ts). The YAML is read again in part when one
 * value changed.
 */
import { FamilyYamlReader } from '../../../engine/index.ts';
import { analyseFamily, type AnalysisMessage } from './family-analysis.ts';

const reader = new FamilyYamlReader();
const send = (message: AnalysisMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<string>) => {
  const text = event.data;
  const analysis = analyseFamily(text, (read) => reader.read(read), (document) => send({ kind: 'compiled', text, document }));
  send({ kind: 'analysis', analysis });
};
