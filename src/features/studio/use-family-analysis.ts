/**
 * The analysis of the text being typed, made by a worker: the latest text is
 * sent when the worker is free (a text typed while it works replaces the
 * one waiting, so it never falls behind), and each result comes back with
 * the family compiled again on the page for the preview (the document was
 * checked by the worker: a compile without the JSON Schema, a few ms).
 */
import { useEffect, useMemo, useState } from 'react';
import { compileCheckedFamily, type Catalogue } from '../../../engine/index.ts';
import type { FamilyAnalysis } from './family-analysis.ts';

class AnalysisWorker {
  #worker = new Worker(new URL('./family-analysis.worker.ts', import.meta.url), { type: 'module' });
  #busy = false;
  #waiting: string | null = null;

  constructor(onResult: (analysis: FamilyAnalysis) => void) {
    this.#worker.onmessage = (event: MessageEvent<FamilyAnalysis>) => {
      this.#busy = false;
      onResult(event.data);
      if (this.#waiting !== null) this.send(this.#waiting);
    };
  }

  send(text: string): void {
    if (this.#busy) {
      this.#waiting = text;
      return;
    }
    this.#waiting = null;
    this.#busy = true;
    this.#worker.postMessage(text);
  }

  stop(): void {
    this.#worker.terminate();
  }
}

export function useFamilyAnalysis(text: string | null) {
  const [analysis, setAnalysis] = useState<FamilyAnalysis | null>(null);
  const [worker, setWorker] = useState<AnalysisWorker | null>(null);
  useEffect(() => {
    const made = new AnalysisWorker(setAnalysis);
    setWorker(made);
    return () => made.stop();
  }, []);
  useEffect(() => {
    if (worker && text !== null) worker.send(text);
  }, [worker, text]);
  const catalogue: Catalogue | null = useMemo(() => {
    if (!analysis?.compiles || !analysis.document) return null;
    const compiled = compileCheckedFamily(analysis.document);
    return compiled.ok ? compiled.catalogue : null;
  }, [analysis]);
  return { analysis, catalogue, analysing: text !== null && analysis?.text !== text };
}
