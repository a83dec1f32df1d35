/**
 * The family file in a code editor (CodeMirror 6): YAML highlighting, folding,
 * search, completion from the step DSL's JSON Schema (the properties a
 * mapping may have, with their descriptions, and a property's allowed values)
 * and from the family itself (question, answer, step and category keys where
 * a condition, a formula or a reference is written), and the errors of the
 * schema and the engine's checks on their lines. The editor's own words
 * (search panel, diagnostics) are in the page's language.
 */
import { autocompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useLingui } from '@lingui/react/macro';
import { basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';
import stepDslSchema from '../../../schemas/step-dsl.schema.json';
import { propertyCompletions, valueCompletions, type JsonSchema, type SchemaCompletion } from './schema-completion.ts';
import { changedRange } from './text-change.ts';
import { POOL_FIELD_COMPLETIONS } from './pool-completion.ts';
import { yamlContextAt } from './yaml-context.ts';

export interface EditorIssue {
  /** 1-based line and column. */
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

/** The family's own names, offered where an expression or a reference is written. */
export interface FamilySymbols {
  questions: { key: string; title: string; answers: string[] }[];
  steps: string[];
  categories: string[];
}

export interface FamilyEditorProps {
  value: string;
  onChange(value: string): void;
  issues: readonly EditorIssue[];
  symbols: FamilySymbols;
  /** A line to show and put the cursor on (an issue chosen in a list); `seq` makes the same line shown again. */
  reveal?: { line: number; seq: number } | null;
  label: string;
}

/** Keys whose value is a CEL expression over the answers. */
const EXPRESSION_KEYS = new Set(['when', 'quantity', 'unitPrice']);
/** A question's binding: a CEL expression over the pool, whose fields are completed with their dots. */
const POOL_BINDING_KEY = 'fromPool';

function symbolCompletions(context: ReturnType<typeof yamlContextAt>, symbols: FamilySymbols): SchemaCompletion[] {
  const key = context.key;
  if (key === 'step') return symbols.steps.map((label) => ({ label, type: 'enum' }));
  if (key === 'category' || key === 'parent') return symbols.categories.map((label) => ({ label, type: 'enum' }));
  if (key === POOL_BINDING_KEY) return POOL_FIELD_COMPLETIONS.map(({ label, detail }) => ({ label, detail, type: 'variable' as const }));
  if (key !== undefined && EXPRESSION_KEYS.has(key)) {
    return [
      ...symbols.questions.map((question) => ({ label: question.key, detail: question.title, type: 'variable' as const })),
      { label: 'answered', detail: 'list of the answered questions', type: 'keyword' },
    ];
  }
  // an answer under a preset's or a test case's `answers`: the question's answer keys
  const question = symbols.questions.find((candidate) => candidate.key === key);
  if (question && context.path.at(-1) === 'answers') return question.answers.map((label) => ({ label, type: 'enum' }));
  return [];
}

function completionSource(symbols: () => FamilySymbols) {
  const root = stepDslSchema as JsonSchema;
  return (completion: CompletionContext): CompletionResult | null => {
    const text = completion.state.doc.toString();
    const context = yamlContextAt(text, completion.pos);
    if (context.mode === 'key' && !completion.explicit && context.prefix === '') return null;
    const found: (SchemaCompletion & { apply?: string })[] =
      context.mode === 'key'
        ? propertyCompletions(root, context, context.typeValue).map((item) => ({ ...item, apply: `${item.label}: ` }))
        : [...valueCompletions(root, context, context.typeValue), ...symbolCompletions(context, symbols())];
    if (found.length === 0) return null;
    // inside an expression, complete the word being typed, not the whole value
    const binding = context.mode === 'value' && context.key === POOL_BINDING_KEY;
    const word = completion.matchBefore(binding ? /[\w.]*$/ : /[\w"]*$/);
    const inExpression = binding || (context.mode === 'value' && context.key !== undefined && EXPRESSION_KEYS.has(context.key));
    const from = inExpression ? (word?.from ?? completion.pos) : context.from;
    const options: Completion[] = found.map(({ label, detail, info, type, apply }) => ({ label, type, ...(detail ? { detail } : {}), ...(info ? { info } : {}), ...(apply ? { apply } : {}) }));
    return { from, options, validFor: binding ? /^[\w.]*$/ : /^[\w"]*$/ };
  };
}

function diagnosticsOf(state: EditorState, issues: readonly EditorIssue[]): Diagnostic[] {
  const doc = state.doc;
  return issues.map((issue) => {
    const line = doc.line(Math.min(Math.max(issue.line, 1), doc.lines));
    const from = Math.min(line.from + Math.max(issue.column - 1, 0), line.to);
    return { from, to: Math.max(from, line.to), severity: issue.severity, message: issue.message };
  });
}

export function FamilyEditor({ value, onChange, issues, symbols, reveal, label }: FamilyEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // the editor is made once: its listeners read the latest callbacks from here
  const latest = useRef({ onChange, symbols });
  // the texts the editor handed out that a render has not shown back yet: the page renders typing at low priority, so a render may be behind the editor
  const handedOut = useRef<string[]>([]);
  useLayoutEffect(() => {
    latest.current = { onChange, symbols };
  });

  useEffect(() => {
    const phrases = EditorState.phrases.of({
      Find: t`Find`,
      Replace: t`Replace`,
      next: t`next`,
      previous: t`previous`,
      all: t`all`,
      'match case': t`match case`,
      regexp: t`regular expression`,
      'by word': t`by word`,
      replace: t`replace`,
      'replace all': t`replace all`,
      close: t`close`,
      'Go to line': t`Go to line`,
      go: t`go`,
      Diagnostics: t`Problems`,
      'No diagnostics': t`No problem`,
      'Fold line': t`Fold line`,
      'Unfold line': t`Unfold line`,
      'folded code': t`folded code`,
      unfold: t`unfold`,
    });
    const extensions: Extension[] = [
      basicSetup,
      yaml(),
      yamlLanguage.data.of({ autocomplete: completionSource(() => latest.current.symbols) }),
      autocompletion({ activateOnTyping: true }),
      lintGutter(),
      phrases,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        const text = update.state.doc.toString();
        handedOut.current.push(text);
        latest.current.onChange(text);
      }),
    ];
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: value, extensions }) });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // made once; the text, the issues and the reveal follow through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a change made elsewhere (a grid, an import, a reload) replaces the text; a text the editor handed out is typing a render is catching up with
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const shownBack = handedOut.current.lastIndexOf(value);
    if (shownBack >= 0) {
      handedOut.current.splice(0, shownBack + 1);
      return;
    }
    handedOut.current.length = 0;
    const change = changedRange(editor.state.doc.toString(), value);
    if (change) editor.dispatch({ changes: change });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(editor.state, issues)));
  }, [issues, value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !reveal) return;
    const line = editor.state.doc.line(Math.min(Math.max(reveal.line, 1), editor.state.doc.lines));
    editor.dispatch({ selection: { anchor: line.from }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    editor.focus();
  }, [reveal]);

  return <div ref={host} className="family-editor" data-testid="family-editor" />;
}
