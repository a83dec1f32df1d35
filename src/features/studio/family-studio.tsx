/**
 * The catalogue studio on one family (/catalogue/{id}): the family file in the
 * editor (or its test cases, its history), the problems the engine finds on
 * each edit, and beside it the preview: the real builder on the family as
 * typed, in any of the six languages. Saving writes the draft (production is
 * untouched); publishing makes it a dated version, refused while a test case
 * fails, a rule or an answer cannot be reached, or the file has errors.
 */
import { ArrowLeftOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Select, Skeleton, Tabs, Tag, Typography } from 'antd';
import { memo, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  differenceMessage,
  expectedOutcome,
  LOCALE_INFO,
  LOCALES,
  pointerLocator,
  type Answers,
  type AnswersFromPool,
  type Catalogue,
  type FamilyDocument,
  type Locale,
} from '../../../engine/index.ts';
import { formatDate } from '../../lib/format.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { answersByKey, answersFromKeys } from './answers-by-key.ts';
import { FamilyLifeActions, FamilyLifeState } from './family-life-actions.tsx';
import { SaveRefusal } from './save-refusal.tsx';
import { useFamilyLife } from './use-family-life.ts';
import { PoolBindingGrid } from './pool-binding-grid.tsx';
import { PoolSample, useSamplePoolLabels } from './pool-sample.tsx';
import { loadPool, SAMPLE_POOLS, testCaseWithPool, type SamplePoolKey } from './sample-pools.ts';
import type { StudioFailure } from './use-family-studio.ts';
import { FamilyEditor, type EditorIssue, type FamilySymbols } from './family-editor.tsx';
import { PriceLineGrid } from './price-line-grid.tsx';
import { TranslationGrid } from './translation-grid.tsx';
import { ProblemList, useProblems } from './problem-list.tsx';
import type { PreviewFeed } from './preview-feed.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { useFamilyImpact } from './publish-impact.tsx';
import { TestBench } from './test-bench.tsx';
import { useFamilyStudio } from './use-family-studio.ts';
import { versionSummary } from './use-studio-families.ts';
import { VersionDiff } from './version-diff.tsx';
import { VersionsPanel } from './versions-panel.tsx';
import './studio.css';

/** What the page hands the preview (the builder, from another feature). */
export interface PreviewSlotProps {
  catalogue: Catalogue;
  locale: Locale;
  answers: Answers;
  stepId?: number;
  onState(state: { answers: Answers; stepId: number }): void;
}

export interface FamilyStudioProps {
  familyId: number;
  /** The page's language (the studio's words, dates). */
  locale: Locale;
  /** Where the list of families is. */
  backTo: string;
  preview(props: PreviewSlotProps & { key: string }): ReactNode;
}

function symbolsOf(catalogue: Catalogue | null, locale: Locale): FamilySymbols {
  if (!catalogue) return { questions: [], steps: [], categories: [] };
  return {
    questions: catalogue.questions.map((question) => ({
      key: question.key,
      title: question.title[locale] ?? question.title.en ?? '',
      answers: question.answers.map((answer) => answer.key),
    })),
    steps: catalogue.steps.map((step) => step.key),
    categories: [...(catalogue.document.categories ?? []), ...(catalogue.document.inconsistencyCategories ?? [])].map((category) => category.key),
  };
}

/**
 * Where the preview was, by question and answer key: ids are given in
 * document order, so a question added before another moves its id. Kept
 * outside React's state: it changes with every answer in the preview and is
 * read only when a new preview is made.
 */
class CarriedPreview {
  #answers: ReturnType<typeof answersByKey> = {};
  stepId: number | undefined;

  remember(catalogue: Catalogue, { answers, stepId }: { answers: Answers; stepId: number }): void {
    this.#answers = answersByKey(catalogue, answers);
    this.stepId = stepId;
  }

  answersFor(catalogue: Catalogue): Answers {
    return answersFromKeys(catalogue, this.#answers);
  }

  /** The preview's answers replaced (a sample pool loaded): the next preview starts from them. */
  setAnswers(catalogue: Catalogue, answers: Answers): void {
    this.#answers = answersByKey(catalogue, answers);
  }
}

/** The sample pool loaded into the preview: its key, what it gave, and a number that makes a new preview. */
interface LoadedPool {
  key: SamplePoolKey;
  filled: AnswersFromPool;
  seq: number;
}

/**
 * The preview, rendered when the feed has a new family (before the page takes the analysis) or its language
 * changes; never for a key typed in the file. New steps or questions, or another language: a new preview,
 * where the last one was.
 */
const PreviewHost = memo(function PreviewHost({
  feed,
  locale,
  carried,
  preview,
  poolSeq,
}: {
  feed: PreviewFeed;
  locale: Locale;
  carried: CarriedPreview;
  preview: FamilyStudioProps['preview'];
  /** Changes when a sample pool is loaded: a new preview on the pool's answers. */
  poolSeq: number;
}) {
  const shown = useSyncExternalStore(feed.subscribe, feed.current);
  if (!shown) return null;
  const { catalogue, generation } = shown;
  return preview({
    key: `${locale}-${generation}-${poolSeq}`,
    catalogue,
    locale,
    answers: carried.answersFor(catalogue),
    ...(carried.stepId !== undefined ? { stepId: carried.stepId } : {}),
    onState: (state) => carried.remember(catalogue, state),
  });
});

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

export function FamilyStudio({ familyId, locale, backTo, preview }: FamilyStudioProps) {
  const { t } = useLingui();
  const studio = useFamilyStudio(familyId);
  const life = useFamilyLife(familyId);
  const navigate = useNavigate();
  const { family, analysis, text } = studio;
  /** The server's last refusal of a save (or a rollback), shown under the header until the next try. */
  const [refusal, setRefusal] = useState<StudioFailure | null>(null);
  const [previewLocale, setPreviewLocale] = useState<Locale>(locale);
  const [tab, setTab] = useState('file');
  const [reveal, setReveal] = useState<{ line: number; seq: number } | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const impact = useFamilyImpact(familyId, publishOpen);
  const importInput = useRef<HTMLInputElement>(null);
  const [carried] = useState(() => new CarriedPreview());
  const [pool, setPool] = useState<LoadedPool | null>(null);
  const catalogue = studio.lastCompiled;
  const problems = useProblems(analysis, locale);
  const issues: EditorIssue[] = useMemo(() => problems.map(({ line, column, message, severity }) => ({ line, column, message, severity })), [problems]);
  const symbols = useMemo(() => symbolsOf(catalogue, locale), [catalogue, locale]);
  const poolLabels = useSamplePoolLabels();
  const poolKey = pool?.key ?? null;
  const poolLabel = poolKey ? poolLabels[poolKey] : null;
  const samplePool = useMemo(() => (poolKey && poolLabel ? { label: poolLabel, pool: SAMPLE_POOLS[poolKey] } : null), [poolKey, poolLabel]);
  // the text read when a line is asked for, not at each key typed (the Pool tab stays as it is)
  const textNow = useRef(text);
  useEffect(() => {
    textNow.current = text;
  });
  const lineOf = useCallback((pointer: string) => (textNow.current === null ? 1 : pointerLocator(textNow.current)(pointer).line), []);

  const showLine = useCallback((line: number) => {
    setTab('file');
    setReveal((previous) => ({ line, seq: (previous?.seq ?? 0) + 1 }));
  }, []);
  const showPath = useCallback(
    (path: string) => {
      const found = [...problems, ...(analysis?.cases ?? [])].find((item) => item.path === path);
      if (found) showLine(found.line);
    },
    [problems, analysis, showLine],
  );

  const editDocument = (change: (document: FamilyDocument) => FamilyDocument) => {
    if (studio.document) studio.setDocument(change(studio.document));
  };

  const saveCase = (key: string) => {
    const shown = studio.catalogue;
    if (!shown) return;
    const answers = carried.answersFor(shown);
    if (pool) {
      // the case names the pool: its own answers are those the pool does not give
      const testCase = testCaseWithPool(shown, key, answers, SAMPLE_POOLS[pool.key]);
      if ('error' in testCase) {
        const detail = testCase.error;
        showErrorToast(t`These answers cannot be saved as a test case: the family cannot price or check them (${detail}).`);
        return;
      }
      editDocument((document) => ({ ...document, testCases: [...(document.testCases ?? []), testCase] }));
      return;
    }
    const outcome = expectedOutcome(shown, answers);
    if (outcome.status !== 'ok') {
      const detail = outcome.message;
      showErrorToast(t`These answers cannot be saved as a test case: the family cannot price or check them (${detail}).`);
      return;
    }
    editDocument((document) => ({ ...document, testCases: [...(document.testCases ?? []), { key, answers: answersByKey(shown, answers), expected: outcome.expected }] }));
  };
  const acceptCase = (index: number) => {
    const compiled = studio.catalogue;
    const testCase = compiled?.testCases[index];
    if (!compiled || !testCase) return;
    const outcome = expectedOutcome(compiled, testCase.answers);
    if (outcome.status !== 'ok') {
      const detail = outcome.message;
      showErrorToast(t`The family cannot price or check this test case's answers (${detail}): fix the family first.`);
      return;
    }
    editDocument((document) => ({ ...document, testCases: (document.testCases ?? []).map((item, position) => (position === index ? { ...item, expected: outcome.expected } : item)) }));
  };
  const choosePool = (key: SamplePoolKey | null) => {
    const shown = studio.catalogue ?? catalogue;
    if (!key || !shown) {
      setPool(null);
      return;
    }
    const loaded = loadPool(shown, carried.answersFor(shown), SAMPLE_POOLS[key]);
    carried.setAnswers(shown, loaded.answers);
    setPool((previous) => ({ key, filled: loaded.filled, seq: (previous?.seq ?? 0) + 1 }));
  };
  // the bindings changed (in the Pool tab or the file) while a sample pool is loaded: it is loaded again, so that the
  // preview and its list say what the family gives now, as the Pool tab's rows do
  const bindingsKey = catalogue ? catalogue.poolBindings.map((binding) => `${binding.questionKey}=${binding.source}`).join('\n') : '';
  const reloadPool = useEffectEvent(() => {
    if (pool) choosePool(pool.key);
  });
  const bindingsSeen = useRef(bindingsKey);
  useEffect(() => {
    if (bindingsSeen.current === bindingsKey) return;
    bindingsSeen.current = bindingsKey;
    reloadPool();
  }, [bindingsKey]);
  const removeCase = (index: number) => editDocument((document) => ({ ...document, testCases: (document.testCases ?? []).filter((_, position) => position !== index) }));

  /** A structured view of the document on screen: while the text is read, grey lines; when it does not parse, where to fix it. */
  const structured = (view: (document: FamilyDocument) => ReactNode) =>
    studio.document ? (
      view(studio.document)
    ) : analysis?.text === text ? (
      <Alert type="warning" showIcon title={<Trans>The file does not parse: fix it in the File tab to edit it here.</Trans>} />
    ) : (
      <Skeleton active />
    );

  if (studio.loadError) return <Alert type="error" showIcon title={studio.loadError} />;
  if (!family || text === null) return <Skeleton active />;

  const { inForce, scheduled } = versionSummary(studio.versions);
  const nextNumber = (studio.versions[0]?.number ?? 0) + 1;
  const failing = analysis?.cases.filter((result) => !result.passed) ?? [];
  const noCase = studio.document !== null && (studio.document.testCases ?? []).length === 0;
  // a text pasted from another family: the server refuses it (a family's key never changes), said before the save
  const otherKey = studio.document && studio.document.family !== family.key ? studio.document.family : null;
  const ownKey = family.key;
  const keyWarning = otherKey
    ? t`This text is the family ${otherKey}, not ${ownKey}: a family's key never changes, so it cannot be saved here. To start a new family from it, go back to all families and choose New family.`
    : null;
  const blockers = [
    ...(keyWarning ? [keyWarning] : []),
    ...(problems.some((problem) => problem.kind === 'issue') ? [t`The file has errors (see the problems under the editor).`] : []),
    ...(noCase ? [t`The family has no test case: answer the preview, then save its answers as a test case (Test cases tab). Every family needs at least one.`] : []),
    ...failing.map((result) => differenceMessage(result.key, result.differences[0]!, locale).message),
    ...problems.filter((problem) => problem.kind === 'unreachable').map((problem) => problem.message),
  ];
  const title = family.title;
  const inForceNumber = inForce?.number;
  const inForceSince = inForce ? formatDate(inForce.effective_from, locale) : '';
  const scheduledNumber = scheduled?.number;
  const scheduledFrom = scheduled ? formatDate(scheduled.effective_from, locale) : '';

  return (
    <div className="studio">
      <header className="studio-header">
        <Link to={backTo} className="studio-back">
          <ArrowLeftOutlined aria-hidden /> <Trans>All families</Trans>
        </Link>
        <Typography.Title level={2} className="studio-title">
          {title} <Typography.Text type="secondary" code>{family.key}</Typography.Text>
        </Typography.Title>
        <div className="studio-state" data-testid="studio-state">
          <FamilyLifeState active={family.active} published={family.version !== null} />
          {inForce && <Tag color="success"><Trans>Version {inForceNumber} in force since {inForceSince}</Trans></Tag>}
          {scheduled && <Tag color="processing"><Trans>Version {scheduledNumber} from {scheduledFrom}</Trans></Tag>}
          {studio.dirty ? (
            <Tag color="gold"><Trans>Unsaved changes</Trans></Tag>
          ) : family.draft_changed ? (
            <Tag color="gold"><Trans>Draft saved, not published</Trans></Tag>
          ) : (
            <Tag><Trans>Draft same as the latest version</Trans></Tag>
          )}
        </div>
        <div className="studio-actions">
          <Button onClick={async () => setRefusal(await studio.save())} loading={studio.busy === 'saving'} disabled={!studio.dirty}>
            <Trans>Save the draft</Trans>
          </Button>
          <Button onClick={studio.revert} disabled={!studio.dirty}>
            <Trans>Undo unsaved changes</Trans>
          </Button>
          <Button type="primary" onClick={() => setPublishOpen(true)} disabled={!studio.dirty && !family.draft_changed}>
            <Trans>Publish…</Trans>
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download(`${family.key}.family.yaml`, text)}>
            <Trans>Export YAML</Trans>
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => importInput.current?.click()}>
            <Trans>Import YAML</Trans>
          </Button>
          <input
            ref={importInput}
            type="file"
            accept=".yaml,.yml,application/yaml,text/yaml"
            className="sr-only"
            aria-label={t`Import YAML`}
            tabIndex={-1}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) studio.setText(await file.text());
            }}
          />
        </div>
        <FamilyLifeActions
          title={title}
          active={family.active}
          onSetActive={life.setActive}
          onDelete={async () => {
            const refused = await life.remove();
            if (!refused) void navigate(backTo);
            return refused;
          }}
        />
        {keyWarning && <Alert className="form-alert" type="warning" showIcon title={keyWarning} data-testid="studio-key-warning" />}
        {refusal && <SaveRefusal failure={refusal} onShowLine={showLine} onClose={() => setRefusal(null)} />}
      </header>
      <div className="studio-body">
        <section className="studio-work" aria-label={t`The family`}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'file',
                label: <span data-testid="studio-tab-file">{t`File`}</span>,
                forceRender: true,
                children: (
                  <>
                    <FamilyEditor value={text} onChange={studio.setText} issues={issues} symbols={symbols} reveal={reveal} label={t`The family file (YAML)`} />
                    <ProblemList problems={problems} analysing={studio.analysing} ms={analysis?.ms ?? null} onShow={showLine} />
                  </>
                ),
              },
              {
                key: 'prices',
                label: <span data-testid="studio-tab-prices">{t`Price lines`}</span>,
                children: structured((document) => <PriceLineGrid document={document} locale={locale} onChange={studio.setDocument} rowsLater />),
              },
              {
                key: 'translations',
                label: <span data-testid="studio-tab-translations">{t`Translations`}</span>,
                children: structured((document) => <TranslationGrid document={document} locale={locale} onChange={studio.setDocument} rowsLater />),
              },
              {
                key: 'pool',
                label: <span data-testid="studio-tab-pool">{t({ message: 'Pool', context: 'studio tab' })}</span>,
                children: structured((document) => (
                  <PoolBindingGrid
                    document={document}
                    locale={locale}
                    onChange={studio.setDocument}
                    catalogue={studio.catalogue ?? catalogue}
                    samplePool={samplePool}
                    problems={problems}
                    lineOf={lineOf}
                    onShowLine={showLine}
                  />
                )),
              },
              {
                key: 'cases',
                label: <span data-testid="studio-tab-cases">{failing.length > 0 ? t`Test cases (${failing.length} failing)` : t`Test cases`}</span>,
                children: (
                  <TestBench
                    document={studio.document}
                    results={analysis?.cases ?? []}
                    locale={locale}
                    canSave={studio.catalogue !== null}
                    onSave={saveCase}
                    onAccept={acceptCase}
                    onRemove={removeCase}
                    onReveal={showPath}
                  />
                ),
              },
              {
                key: 'versions',
                label: <span data-testid="studio-tab-versions">{t`Versions`}</span>,
                children: (
                  <VersionsPanel
                    versions={studio.versions}
                    locale={locale}
                    onRepublish={(number, scheduled) => studio.republish(number, null, scheduled)}
                    onMove={life.moveVersion}
                    onCancel={life.cancelVersion}
                    diff={<VersionDiff familyId={familyId} versions={studio.versions} />}
                  />
                ),
              },
            ]}
          />
        </section>
        <aside className="studio-preview" aria-label={t`Preview`}>
          <div className="studio-preview-head">
            <h3>
              <Trans>Preview</Trans>
            </h3>
            <Select
              aria-label={t`Language of the preview`}
              value={previewLocale}
              onChange={setPreviewLocale}
              options={LOCALES.map((code) => ({ value: code, label: LOCALE_INFO[code].label }))}
            />
          </div>
          {analysis && !analysis.compiles && catalogue && (
            <Alert className="form-alert" type="warning" showIcon title={<Trans>The file has errors: the preview shows the last version of it that compiled.</Trans>} />
          )}
          {catalogue && <PoolSample catalogue={catalogue} locale={locale} chosen={pool?.key ?? null} filled={pool?.filled ?? null} onChoose={choosePool} />}
          {catalogue ? (
            <PreviewHost feed={studio.previewFeed} locale={previewLocale} carried={carried} preview={preview} poolSeq={pool?.seq ?? 0} />
          ) : (
            <Alert type="error" showIcon title={<Trans>The file has errors: fix them to see the preview.</Trans>} />
          )}
        </aside>
      </div>
      <PublishDialog
        open={publishOpen}
        number={nextNumber}
        locale={locale}
        blockers={blockers}
        unsaved={studio.dirty}
        impact={impact}
        versions={studio.versions}
        submitting={studio.busy !== null}
        onPublish={studio.publish}
        onClose={() => setPublishOpen(false)}
      />
    </div>
  );
}
