/**
 * The landing page the server sent already drawn (scripts/landing-pages.ts):
 * the app renders the same page over it, and its first commit removes the
 * drawn one. What the visitor did there before is carried over: what they
 * typed and ticked, the field they were in and a press of "Sign in" (which
 * the page's inline script held) to the app's login form, which takes it once
 * when it mounts (`takeLandingInput`); a click on another of its buttons
 * ("Forgotten password?", "Request access") or a language chosen is done
 * again on the app's page (`replayLandingClicks`).
 */

/** The drawn page's wrapper (scripts/landing-pages.ts, LANDING_ATTRIBUTE). */
const LANDING_SELECTOR = '[data-landing]';
/** Set by the inline script on the drawn form when it was submitted (scripts/landing-pages.ts, SUBMITTED_ATTRIBUTE). */
const SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set by the inline script on the drawn page: the index of the button last clicked (scripts/landing-pages.ts, CLICKED_ATTRIBUTE). */
const CLICKED_ATTRIBUTE = 'data-clicked';

export interface LandingInput {
  /** Each field's value (text) or checked state (checkbox), by the field's id. */
  values: Record<string, string | boolean>;
  /** The id of the field the visitor was in, if any. */
  focused: string | null;
  /** The visitor submitted the drawn form. */
  submitted: boolean;
}

let held: { landing: Element; focused: string | null } | null = null;
let clicks: Element | null = null;

/**
 * Whether the page came drawn; if so, holds on to it (the first commit takes it out of the document, the
 * fields keep their values) and follows which of its fields has the focus. Called once, before the app renders.
 */
export function holdLandingPage(root: HTMLElement): boolean {
  const landing = root.querySelector(LANDING_SELECTOR);
  if (!landing) return false;
  const state = { landing, focused: document.activeElement instanceof HTMLInputElement && landing.contains(document.activeElement) ? document.activeElement.id : null };
  landing.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement) state.focused = event.target.id;
  });
  held = state;
  clicks = landing;
  return true;
}

/**
 * Does again, once, on the app's page (`root`), what the visitor clicked on the drawn one: the same button
 * (the two pages are the same markup: the same index), the language chosen in the language selector.
 */
export function replayLandingClicks(root: Element): void {
  const landing = clicks;
  clicks = null;
  if (!landing) return;
  const select = landing.querySelector('select');
  const chosen = select && select.value !== select.querySelector('option[selected]')?.getAttribute('value') ? select.value : null;
  const target = root.querySelector('select');
  if (chosen && target) {
    target.value = chosen;
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const clicked = landing.getAttribute(CLICKED_ATTRIBUTE);
  if (clicked !== null) (root.querySelectorAll('button')[Number(clicked)] as HTMLButtonElement | undefined)?.click();
}

/** What the visitor did on the drawn page, once; null when the page was not drawn or nothing was done on it. */
export function takeLandingInput(): LandingInput | null {
  if (!held) return null;
  const { landing, focused } = held;
  held = null;
  const values: LandingInput['values'] = {};
  for (const input of landing.querySelectorAll('input')) {
    if (input.type === 'checkbox') {
      if (input.checked) values[input.id] = true;
    } else if (input.value !== '') {
      values[input.id] = input.value;
    }
  }
  const submitted = landing.querySelector('form')?.hasAttribute(SUBMITTED_ATTRIBUTE) ?? false;
  if (Object.keys(values).length === 0 && !submitted && focused === null) return null;
  return { values, focused, submitted };
}
