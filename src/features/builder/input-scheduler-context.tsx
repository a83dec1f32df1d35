/**
 * The input scheduler of the builder a component is in (`useQuoteBuilder` creates it, `InputsProvider`
 * hands it down): the builder's step list, its step form and the form's choice widgets share one queue, in
 * the order of the inputs. A part rendered outside a builder (a story, a form on its own) has its own.
 */
import { createContext, useContext, useState } from 'react';
import { InputScheduler } from './input-scheduler.ts';

const InputsContext = createContext<InputScheduler | null>(null);

export const InputsProvider = InputsContext.Provider;

/** The builder's scheduler, or the component's own outside a builder. */
export function useInputScheduler(): InputScheduler {
  const shared = useContext(InputsContext);
  const [own] = useState(() => new InputScheduler());
  return shared ?? own;
}
