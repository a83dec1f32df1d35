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
  let documentSent = false;
  const { text: _text, ...analysis } = analyseFamily(event.data, (text) => reader.read(text), (document) => {
    send({ kind: 'compiled', document });
    documentSent = true;
  });
  send({ kind: 'analysis', analysis: documentSent ? { ...analysis, document: null } : analysis, documentSent });
};
