/**
 * The pool as answered, read from the question keys the families share:
 * `length` and `width` (metres, required for a plan), `shape` (rectangle,
 * roman_stairs, corner_stairs, straight_stairs, oval, kidney, free_form),
 * `corner_radius`, and the stairs: `stairs_type` or `stairs` (roman, corner,
 * straight), `stairs_width`, `stairs_depth`, `stairs_steps`. A family that
 * names its questions so gets its pool drawn with no code.
 */
import type { PlanAnswers } from './plan-answers.ts';
import type { Box, OutlineKind, PoolGeometry, StairsGeometry, StairsKind } from './plan.types.ts';

/** The tread of one step, for stairs given by their number of steps. */
const TREAD = 0.3;
const STAIRS_QUESTIONS = ['stairs_type', 'stairs'] as const;

const OUTLINES = new Map<string, OutlineKind>([
  ['oval', 'oval'],
  ['kidney', 'kidney'],
  ['free_form', 'free_form'],
]);
const SHAPE_STAIRS = new Map<string, StairsKind>([
  ['roman_stairs', 'roman'],
  ['corner_stairs', 'corner'],
  ['straight_stairs', 'straight'],
]);
const STAIRS_KINDS: ReadonlySet<string> = new Set<StairsKind>(['roman', 'corner', 'straight']);

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The stairs kind: the stairs question when it names stairs, else the shape
 * (a "rectangle with roman stairs"); with the stairs answer's label when the
 * shape does not already say it.
 */
function stairsChoice(answers: PlanAnswers): { kind: StairsKind; label: string | null } | null {
  const shape = answers.choice('shape');
  const shapeKind = shape === null ? undefined : SHAPE_STAIRS.get(shape);
  for (const key of STAIRS_QUESTIONS) {
    const chosen = answers.choice(key);
    if (chosen !== null && STAIRS_KINDS.has(chosen)) return { kind: chosen as StairsKind, label: chosen === shapeKind ? null : answers.choiceLabel(key) };
  }
  return shapeKind ? { kind: shapeKind, label: null } : null;
}

/** The usual size of stairs whose size is not asked or not yet answered. */
function usualSize(kind: StairsKind, length: number, width: number, steps: number | null): { width: number; depth: number } {
  const fromSteps = steps === null ? null : steps * TREAD;
  switch (kind) {
    case 'roman': {
      const across = Math.min(width * 0.5, 3);
      return { width: across, depth: fromSteps ?? Math.min(across / 2, length * 0.2) };
    }
    case 'corner': {
      const side = Math.min(width * 0.35, length * 0.25, 1.5);
      return { width: side, depth: fromSteps ?? side };
    }
    case 'straight':
      return { width, depth: fromSteps ?? Math.min(0.9, length * 0.2) };
  }
}

/**
 * Where the right wall is, at the height of stairs `across` wide centred on
 * the pool's axis: the wall itself for a rectangle, inside the round end of
 * the other outlines.
 */
function rightWall(outline: OutlineKind, length: number, width: number, across: number): number {
  if (outline === 'rectangle') return length;
  const radius = Math.min(length, width) / 2;
  const intoRound = Math.max(0, across / 2 - (width / 2 - radius));
  return length - radius + Math.sqrt(Math.max(0, radius * radius - intoRound * intoRound));
}

function stairsGeometry(answers: PlanAnswers, outline: OutlineKind, length: number, width: number, cornerRadius: number): StairsGeometry | null {
  const choice = stairsChoice(answers);
  if (!choice) return null;
  const { kind } = choice;
  const answeredWidth = answers.metres('stairs_width');
  const answeredDepth = answers.metres('stairs_depth');
  const stepsAnswer = answers.count('stairs_steps');
  const usual = usualSize(kind, length, width, stepsAnswer !== null && stepsAnswer > 0 ? stepsAnswer : null);
  const outside = kind === 'roman' && outline === 'rectangle';
  // inconsistent sizes (stairs wider than the pool...) are drawn at the largest size that fits; the rules report them
  const maxAcross = outline === 'rectangle' ? width - (kind === 'corner' ? 0 : 2 * cornerRadius) : width * 0.8;
  const across = clamp(answeredWidth ?? usual.width, 0, maxAcross);
  const depth = clamp(answeredDepth ?? usual.depth, 0, outside ? length / 2 : length * 0.6);
  if (across <= 0 || depth <= 0) return null;
  const steps = clamp(stepsAnswer ?? Math.round(depth / TREAD), 2, 8);
  const wall = rightWall(outline, length, width, across);
  const y0 = kind === 'corner' && outline === 'rectangle' ? width - across : (width - across) / 2;
  const box: Box = outside ? { x0: length, y0, x1: length + depth, y1: y0 + across } : { x0: wall - depth, y0, x1: wall, y1: y0 + across };
  return { kind, width: across, depth, steps, outside, box, answeredWidth, answeredDepth, label: choice.label };
}

/** The pool as answered, or null while its length or width is not answered. */
export function poolGeometry(answers: PlanAnswers): PoolGeometry | null {
  const length = answers.metres('length');
  const width = answers.metres('width');
  if (length === null || width === null) return null;
  const shape = answers.choice('shape');
  const outline = (shape === null ? undefined : OUTLINES.get(shape)) ?? 'rectangle';
  const cornerRadius = outline === 'rectangle' ? clamp(answers.metres('corner_radius') ?? 0, 0, Math.min(length, width) / 4) : 0;
  const stairs = stairsGeometry(answers, outline, length, width, cornerRadius);
  const bounds: Box = { x0: 0, y0: 0, x1: stairs?.outside ? stairs.box.x1 : length, y1: width };
  return { length, width, outline, cornerRadius, stairs, shapeLabel: answers.choiceLabel('shape'), bounds };
}
