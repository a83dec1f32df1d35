/**
 * One family in the studio: its draft as YAML text (the canonical writer's,
 * as the repository holds it), the analysis of each edit (in a worker, so
 * typing stays fluid), and the saves and publishes through the API: updateFamily
 * writes the draft, publishFamily makes it a dated version (after saving what
 * is typed), republishFamilyVersion rolls back.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createFamilyYamlCache, familyToYaml, parseFamilyYaml, pointerLocator, type FamilyDocument } from '../../../engine/index.ts';
import { errorText } from '../../api/errors.ts';
import { $api, invalidate, settle } from '../../api/queries.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { useFamilyAnalysis } from './use-family-analysis.ts';
import { familyVersionsQuery } from './use-studio-families.ts';

/** A refusal of the API: its code, its message in the page's language, and the details (the document's errors by JSON Pointer). */
export interface StudioFailure {
  code?: string;
  message: string;
  details: { path?: string; code?: string; message: string; line?: number }[];
}

export function failureOf(error: unknown, fallback: string): StudioFailure {
  const body = (error ?? {}) as { error?: { code?: string; message?: string; details?: StudioFailure['details'] } };
  return { ...(body.error?.code ? { code: body.error.code } : {}), message: errorText(error, fallback), details: body.error?.details ?? [] };
}

export function useFamilyStudio(id: number) {
  const { t } = useLingui();
  const client = useQueryClient();
  const family = useQuery($api.queryOptions('get', '/family/{id}', { params: { path: { id } } }));
  const versions = useQuery(familyVersionsQuery(id));
  const saved = family.data?.data;
  const savedDocument = saved?.document;
  /**
   * The list items written already, by object (the documents here are never changed in place: a grid's edit makes
   * new objects on its path), so that a grid's key writes again only the item it changed (issue 27, item 7).
   */
  const [yamlCache] = useState(createFamilyYamlCache);
  const savedText = useMemo(() => (savedDocument ? familyToYaml(savedDocument, yamlCache) : null), [savedDocument, yamlCache]);
  // what is typed; null until the draft is loaded (then the saved text)
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? savedText;
  const { analysis, catalogue, lastCompiled, feed, analysing, analyse } = useFamilyAnalysis(text);
  /** A keystroke: analysed at once, rendered by the page at low priority (the editor already shows it). */
  const type = useCallback(
    (next: string) => {
      analyse(next);
      startTransition(() => setTyped(next));
    },
    [analyse],
  );
  // the document of the text on screen: the one a structured view just wrote (its text still to write: null), else the analysis once it has caught up
  const [written, setWritten] = useState<{ text: string | null; document: FamilyDocument } | null>(null);
  const document = written && (written.text === null || written.text === text) ? written.document : analysis?.text === text ? analysis.document : null;
  /**
   * A structured view's edit is shown by the grid at once; its text (familyToYaml, from the items written already:
   * what changed is written again) is written in a task of its own after the key's frame, the last edit only
   * when keys come faster, and the page follows it at low priority (issue 27, item 7).
   */
  const pendingWrite = useRef<{ timer: ReturnType<typeof setTimeout>; document: FamilyDocument } | null>(null);
  const writeNow = useCallback((): string | null => {
    const pending = pendingWrite.current;
    if (!pending) return null;
    clearTimeout(pending.timer);
    pendingWrite.current = null;
    const next = familyToYaml(pending.document, yamlCache);
    startTransition(() => {
      setWritten({ text: next, document: pending.document });
      setTyped(next);
    });
    return next;
  }, [yamlCache]);
  const dropWrite = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current.timer);
    pendingWrite.current = null;
  }, []);
  useEffect(() => dropWrite, [dropWrite]);
  const dirty = text !== null && savedText !== null && text !== savedText;

  const { mutateAsync: put, isPending: saving } = $api.useMutation('put', '/family/{id}');
  const { mutateAsync: post, isPending: publishing } = $api.useMutation('post', '/family/{id}/version');
  const { mutateAsync: republishOne } = $api.useMutation('post', '/family/{id}/version/{number}/republish');
  const busy: 'saving' | 'publishing' | null = saving ? 'saving' : publishing ? 'publishing' : null;
  const reload = useCallback(() => invalidate(client, '/family'), [client]);

  /** Writes what is typed as the draft; null when done. */
  const save = useCallback(async (): Promise<StudioFailure | null> => {
    const source = writeNow() ?? text;
    const current = parseFamilyYaml(source ?? '');
    if (!current.ok) return { message: t`The text is not valid YAML: fix the errors shown in the editor first.`, details: [] };
    const answer = await settle(put({ params: { path: { id } }, body: { document: current.document as unknown as Record<string, never>, active: saved?.active ?? true } }));
    if (!answer.ok) {
      // each error of the document on its line of the text saved
      const refused = failureOf(answer.error, t`The draft could not be saved.`);
      const locate = pointerLocator(source ?? '');
      return { ...refused, details: refused.details.map((detail) => (detail.path && detail.line === undefined ? { ...detail, line: locate(detail.path).line } : detail)) };
    }
    await reload();
    setTyped(familyToYaml(answer.data.data.document));
    showSuccessToast(t`Draft saved. Production is unchanged until you publish.`);
    return null;
  }, [text, writeNow, put, id, saved?.active, reload, t]);

  /**
   * Saves what is typed if needed, then publishes the draft in force from `effectiveFrom` (ISO; now when null);
   * `scheduled` says what to do with the versions scheduled after it (the server asks while there are any).
   */
  const publish = useCallback(
    async (effectiveFrom: string | null, note: string, scheduled?: 'cancel' | 'keep'): Promise<StudioFailure | null> => {
      if (dirty) {
        const refused = await save();
        if (refused) return refused;
      }
      const body = { ...(effectiveFrom ? { effective_from: effectiveFrom } : {}), ...(note.trim() ? { note: note.trim() } : {}), ...(scheduled ? { scheduled } : {}) };
      const answer = await settle(post({ params: { path: { id } }, body }));
      if (!answer.ok) return failureOf(answer.error, t`The version could not be published.`);
      await reload();
      const number = answer.data.data.number;
      showSuccessToast(answer.data.data.scheduled ? t`Version ${number} is scheduled.` : t`Version ${number} is in force.`);
      return null;
    },
    [dirty, save, post, id, reload, t],
  );

  /** Publishes version `number` again, now or from `effectiveFrom`; `scheduled` says what to do with the versions scheduled after it (the server asks while there are any). */
  const republish = useCallback(
    async (number: number, effectiveFrom: string | null, scheduled?: 'cancel' | 'keep'): Promise<StudioFailure | null> => {
      const body = { ...(effectiveFrom ? { effective_from: effectiveFrom } : {}), ...(scheduled ? { scheduled } : {}) };
      const answer = await settle(republishOne({ params: { path: { id, number } }, body }));
      if (!answer.ok) return failureOf(answer.error, t`The version could not be published again.`);
      await reload();
      dropWrite();
      setWritten(null);
      setTyped(null);
      const published = answer.data.data.number;
      showSuccessToast(t`Version ${number} is published again as version ${published}.`);
      return null;
    },
    [republishOne, id, reload, dropWrite, t],
  );

  return {
    family: saved ?? null,
    loadError: family.error ? errorText(family.error, t`The family could not be loaded.`) : null,
    versions: versions.data?.data ?? [],
    text,
    setText: type,
    /** The document of the text on screen; null while it is read (or when it does not parse). */
    document,
    /** A structured view's change: the document written back as text. */
    setDocument: useCallback(
      (next: FamilyDocument) => {
        setWritten({ text: null, document: next });
        if (pendingWrite.current) clearTimeout(pendingWrite.current.timer);
        pendingWrite.current = { document: next, timer: setTimeout(writeNow, 0) };
      },
      [writeNow],
    ),
    analysis,
    /** The family as typed, compiled (null while the text has errors). */
    catalogue,
    /** The analysis is a step behind what is typed (the worker is on it). */
    analysing,
    /** The last family that compiled (the preview shows it while the text has errors). */
    lastCompiled,
    /** The family the preview shows, updated before the page takes the analysis. */
    previewFeed: feed,
    dirty,
    busy,
    save,
    publish,
    republish,
    revert: useCallback(() => {
      dropWrite();
      setWritten(null);
      setTyped(null);
    }, [dropWrite]),
  };
}
