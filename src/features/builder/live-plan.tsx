/**
 * Beside the form: the plan of the pool as answered (the engine's drawing,
 * redrawn as the user types) and a compact price summary, predicted in the
 * browser by the engine on every change and confirmed by the server's
 * calculation once saved, both in the quote's currency.
 */
import { Trans } from '@lingui/react/macro';
import { Flex } from 'antd';
import { Panel } from '../../components/panel.tsx';
import { memo, useDeferredValue, useMemo } from 'react';
import { drawPoolPlan, incompleteSteps, publicTotalCents, type Answers, type Catalogue, type Locale, type QuoteMoney } from '../../../engine/index.ts';
import { useBuilderAnswers, type QuoteBuilderActor } from './use-quote-builder.ts';
import { formatCents } from '../../lib/money.ts';
import { SecondaryText } from '../../components/text.tsx';

export interface LivePlanProps {
  catalogue: Catalogue;
  answers: Answers;
  locale: Locale;
  /** The country prices follow (eco-participation): the company the quote is priced for (the engine's `pricedFor`). */
  country: string | null;
  /** The quote's currency and exchange rate: the price is predicted and shown in them. */
  money: QuoteMoney;
  /** The server's total ex VAT of the saved answers in that currency, when known. */
  confirmedTotalCents: number | null;
  /** Whether the answers on screen are the saved ones. */
  saved: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

export function LivePlan({ catalogue, answers, locale, country, money, confirmedTotalCents, saved }: LivePlanProps) {
  // typing stays fluid: the drawing and the prediction are made after the input is painted, a step behind when busy
  const shown = useDeferredValue(answers);
  const plan = useMemo(() => drawPoolPlan(catalogue, shown, locale), [catalogue, shown, locale]);
  const predicted = useMemo(() => {
    // a price before the steps are complete would be a fraction of the real one
    if (incompleteSteps(catalogue, shown).length > 0) return null;
    return publicTotalCents(catalogue, shown, { country, date: today() }, money);
  }, [catalogue, shown, country, money]);
  const note: PriceNote = predicted === null ? 'incomplete' : saved && confirmedTotalCents !== null && confirmedTotalCents === predicted ? 'confirmed' : 'estimate';
  const price = predicted !== null && predicted > 0 ? formatCents(predicted, money.currency, locale) : '—';
  // what is shown, as strings: an answer the plan and the price do not read re-renders neither
  return <LivePlanPanels svg={plan?.svg ?? null} title={plan?.title ?? ''} price={price} note={note} />;
}

/** The live plan and price of the answers of the quote builder's machine, read here: an edit re-renders them, not the screen around them. */
export function BuilderLivePlan({ actor, ...props }: Omit<LivePlanProps, 'answers'> & { actor: QuoteBuilderActor }) {
  return <LivePlan {...props} answers={useBuilderAnswers(actor)} />;
}

type PriceNote = 'incomplete' | 'confirmed' | 'estimate';

const LivePlanPanels = memo(function LivePlanPanels({ svg, title, price, note }: { svg: string | null; title: string; price: string; note: PriceNote }) {
  const src = useMemo(() => (svg === null ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`), [svg]);
  return (
    <Flex vertical gap={12} className="live-plan">
      <Panel title={<Trans>Plan</Trans>}>
        {src ? (
          <img src={src} alt={title} className="live-plan-drawing" data-testid="live-plan" />
        ) : (
          <SecondaryText>
            <Trans>The plan appears as soon as the pool's dimensions are given.</Trans>
          </SecondaryText>
        )}
      </Panel>
      <Panel title={<Trans>Price (public, ex VAT)</Trans>}>
        <div className="live-price" aria-live="polite" data-testid="live-price">
          {price}
        </div>
        <SecondaryText className="live-plan-note">
          {note === 'incomplete' ? (
            <Trans>The price appears once every step is answered.</Trans>
          ) : note === 'confirmed' ? (
            <Trans>Confirmed by the server</Trans>
          ) : (
            <Trans>Estimate: the server confirms it when you save</Trans>
          )}
        </SecondaryText>
      </Panel>
    </Flex>
  );
});
