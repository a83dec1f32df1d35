import type { StudioFailure } from './use-family-studio.ts';

/** A lost connection as the studio shows a refusal (useSubmit's `lost`): the connection-loss text, no details. */
export const studioLost = (message: string): StudioFailure => ({ message, details: [] });
