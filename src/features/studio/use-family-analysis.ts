/**
 * The analysis of the text being typed, made by a worker: the latest text is
 * sent when the worker is free (a text typed while it works replaces the
 * one waiting, so it never falls behind). The worker says first that the
 * document compiles: it is compiled again on the page (checked already: a
 * compile without the JSON Schema, a few ms) and handed to the preview at
 * once, before the worker's slower checks (product checks, test cases,
 * reachability); the page takes the whole analysis at low priority, so the
 * preview is not kept waiting by it.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { compileCheckedFamily, type Catalogue, type FamilyDocument } from '../../../engine/index.ts';
import type { AnalysisMessage, FamilyAnalysis } from './family-analysis.ts';
import { PreviewFeed } from './preview-feed.ts';

function compiledOf(document: FamilyDocument): Catalogue | null {
  const compiled = compileCheckedFamily(document);
  return compiled.ok ? compiled.catalogue : null;
}

class AnalysisWorker {
  #worker = new Worker(new URL('./family-analysis.worker.ts', import.meta.url), { type: 'module' });
  /** The text the worker is on (null: it is free), and its document and family once the worker said it compiles. */
  #analysing: string | null = null;
  #compiled: { document: FamilyDocument; catalogue: Catalogue | null } | null = null;
  #waiting: string | null = null;
  #latest: string | null = null;

  /** `onCompiled`: the family of the text, compiled on the page as soon as the worker says it compiles; `onResult`: the text's whole analysis, with that family (null: it has errors). */
  constructor(onCompiled: (catalogue: Catalogue) => void, onResult: (analysis: FamilyAnalysis, catalogue: Catalogue | null) => void) {
    this.#worker.onmessage = (event: MessageEvent<AnalysisMessage>) => {
      const message = event.data;
      if (message.kind === 'compiled') {
        this.#compiled = { document: message.document, catalogue: compiledOf(message.document) };
        if (this.#compiled.catalogue) onCompiled(this.#compiled.catalogue);
        return;
      }
      const compiled = this.#compiled;
      const analysis = { ...message.analysis, text: this.#analysing!, document: message.documentSent ? compiled!.document : message.analysis.document };
      this.#analysing = null;
      this.#compiled = null;
      onResult(analysis, compiled?.catalogue ?? null);
      // the text typed meanwhile, posted now (send() would take it for one already sent: it is the latest)
      const waiting = this.#waiting;
      this.#waiting = null;
      if (waiting !== null) {
        this.#analysing = waiting;
        this.#worker.postMessage(waiting);
      }
    };
  }

  /** Analyses `text` when the worker is free (a text already sent or waiting is not sent again). */
  send(text: string): void {
    if (text === this.#latest) return;
    this.#latest = text;
    if (this.#analysing !== null) {
      this.#waiting = text;
      return;
    }
    this.#waiting = null;
    this.#analysing = text;
    this.#worker.postMessage(text);
  }

  stop(): void {
    this.#worker.terminate();
  }
}

interface Analysed {
  analysis: FamilyAnalysis;
  /** The family as analysed, compiled (null: it has errors). */
  catalogue: Catalogue | null;
  /** The last family that compiled (the completion's symbols while the text has errors). */
  lastCompiled: Catalogue | null;
}

export function useFamilyAnalysis(text: string | null) {
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const [feed] = useState(() => new PreviewFeed());
  const [worker, setWorker] = useState<AnalysisWorker | null>(null);
  useEffect(() => {
    const made = new AnalysisWorker(
      (catalogue) => feed.show(catalogue),
      (analysis, catalogue) => startTransition(() => setAnalysed((previous) => ({ analysis, catalogue, lastCompiled: catalogue ?? previous?.lastCompiled ?? null }))),
    );
    setWorker(made);
    return () => made.stop();
  }, [feed]);
  useEffect(() => {
    if (worker && text !== null) worker.send(text);
  }, [worker, text]);
  // a keystroke is sent at once, before the page renders it (at low priority)
  const analyse = useCallback((next: string) => worker?.send(next), [worker]);
  const analysis = analysed?.analysis ?? null;
  return {
    analysis,
    catalogue: analysed?.catalogue ?? null,
    lastCompiled: analysed?.lastCompiled ?? null,
    feed,
    analysing: text !== null && analysis?.text !== text,
    analyse,
  };
}
