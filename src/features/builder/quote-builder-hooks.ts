/**
 * The hooks `QuoteBuilderView` is made of, one job each: the quote as last saved and the session that saves
 * it, its confirmed total and money, the step the screen shows, where the step's buttons lead, the unsaved
 * work and the warning before leaving it, the saved answers' inconsistencies, and the rename dialog.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { checkInconsistencies, incompleteSteps, localize, pricedFor, type Catalogue, type Locale } from '../../../engine/index.ts';
import { BuilderSession, builderActors } from './builder-actors.ts';
import type { Quote } from './builder-data.ts';
import { downloadReport, renameQuote, useConfirmedTotal } from './builder-requests.ts';
import { heldBackSteps, useBlockedNext } from './held-back-notice.tsx';
import type { useQuoteBuilder } from './use-quote-builder.ts';
import { useLeaveWarning } from './use-unsaved-guard.tsx';

type Builder = ReturnType<typeof useQuoteBuilder>;

/** The quote as the server last saved it (every save replaces it), the session that saves it with its version, and the machine's API actors. */
export function useSavedQuote(loaded: Quote) {
  const [quote, setQuote] = useState(loaded);
  const [session] = useState(() => new BuilderSession(loaded));
  const [actors] = useState(() => builderActors(session));
  useEffect(() => session.onSaved(setQuote), [session]);
  /** A quote the server answered with (a step saved elsewhere, a rename, a preset). */
  const accept = useCallback((saved: Quote) => session.saved(saved), [session]);
  return { quote, setQuote, session, actors, accept };
}

/** The server's total of the saved answers (asked once they are complete, again after each save), and the company and money the quote is priced in. */
export function useQuoteTotal(quote: Quote, catalogue: Catalogue, session: BuilderSession) {
  const complete = useMemo(() => incompleteSteps(catalogue, quote.answers).length === 0, [catalogue, quote.answers]);
  const { total, refreshTotal } = useConfirmedTotal(quote.id, complete);
  useEffect(() => session.onSaved(refreshTotal), [session, refreshTotal]);
  // the company the server prices for (its country: VAT, eco-participation), and the quote's currency as the server last priced it
  const pricedCountry = pricedFor({ installer: quote.installer, client: quote.client }).country_code;
  const money = useMemo(
    () => (total ? { currency: total.currency, exchange_rate: total.exchange_rate } : { currency: quote.currency, exchange_rate: quote.exchange_rate }),
    [total, quote.currency, quote.exchange_rate],
  );
  return { total, refreshTotal, pricedCountry, money };
}

/**
 * The step the screen shows: it follows the builder's in a deferred render, so that a move is painted at once
 * in the step list and the new step (a whole form) is rendered after, giving way to input; `following` meanwhile.
 */
export function useShownStep(stepId: number) {
  const shownStepId = useDeferredValue(stepId);
  return { shownStepId, following: shownStepId !== stepId };
}

/** Where the step's buttons lead: "previous" when the step before may be entered, "next" (a read-only quote moves on without saving), and the later steps' "next". */
export function useStepMoves(builder: Builder, readOnly: boolean) {
  const { steps, stepId, goto, next } = builder;
  const followingStep = steps.slice(steps.findIndex((step) => step.id === stepId) + 1).find((step) => step.visible && !step.disabled)?.id;
  const moveOn = readOnly ? () => followingStep !== undefined && goto(followingStep) : next;
  const nextEnabled = (id: number) => steps.some((step) => step.id === id && step.visible && !step.disabled);
  // the reference step stays disabled until the first form step is done
  const visibleSteps = steps.filter((step) => step.visible);
  const before = visibleSteps[visibleSteps.findIndex((step) => step.id === stepId) - 1];
  return { moveOn, nextEnabled, previousEnabled: before !== undefined && !before.disabled };
}

/**
 * The steps whose blocking inconsistencies keep price, customisation and validation closed, and whether the
 * last "save and next" could not move on because of them; `next` asks for the next step and notes it.
 */
export function useHeldBack(builder: Builder, readOnly: boolean, stepTitle: (stepId: number) => string) {
  const { steps, stepId, busy, review, saveError } = builder;
  const heldBack = useMemo(() => (readOnly ? [] : heldBackSteps(steps, stepTitle)), [readOnly, steps, stepTitle]);
  const blockedNext = useBlockedNext({ stepId, busy, reviewing: review !== null, saveFailed: saveError !== null, steps });
  const next = () => {
    blockedNext.ask();
    builder.next();
  };
  return { heldBack, blockedNext, next };
}

/** The work not saved yet (the step's answers, or the customisation's own form) and the warning before leaving it, a step chosen in the list included. */
export function useUnsavedWork(builder: Builder) {
  // step 10's form keeps its own unsaved changes (saved by its own buttons)
  const [customiseDirty, setCustomiseDirty] = useState(false);
  // answers still being saved behind the steps are not saved yet: leaving now would lose them
  const unsaved = builder.dirty || builder.saving || customiseDirty;
  const { confirmLeave, dialog } = useLeaveWarning(unsaved);
  const { goto, previous } = builder;
  const selectStep = useCallback((id: number) => confirmLeave(customiseDirty, () => goto(id)), [confirmLeave, customiseDirty, goto]);
  const previousFromCustomise = () => confirmLeave(customiseDirty, previous);
  return { unsaved, setCustomiseDirty, selectStep, previousFromCustomise, leaveDialog: dialog };
}

/** The inconsistencies of the saved answers, the steps' titles they name, and their report. */
export function useSavedInconsistencies(quote: Quote, catalogue: Catalogue, locale: Locale) {
  const inconsistencies = useMemo(() => checkInconsistencies(catalogue, quote.answers, locale).inconsistencies, [catalogue, quote.answers, locale]);
  const stepTitle = useCallback((stepId: number) => localize(catalogue.stepsById.get(stepId)?.title ?? { en: String(stepId) }, locale), [catalogue, locale]);
  const download = useCallback(() => void downloadReport(quote), [quote]);
  return { inconsistencies, stepTitle, download };
}

/** The rename dialog: open, closed, and the name sent with the session's version. */
export function useRename(quote: Quote, session: BuilderSession, accept: (saved: Quote) => void) {
  const [renaming, setRenaming] = useState(false);
  return {
    renaming,
    open: useCallback(() => setRenaming(true), []),
    close: () => setRenaming(false),
    submit: async (name: string) => {
      accept(await renameQuote(quote.id, name, session.version));
      setRenaming(false);
    },
  };
}

