/**
 * The builder's last steps, each loaded when the user reaches it: the price
 * (its table of lines), the customisation (its form, logo upload and
 * preview). A quote opens on a family step; these are the JavaScript it does
 * not need until then (`npm run bench:web` prints them apart).
 */
import { loadedWhenShown } from '../../lib/loaded-when-shown.tsx';

export const PriceStep = loadedWhenShown(async () => (await import('./price-step.tsx')).PriceStep);
export const CustomiseStep = loadedWhenShown(async () => (await import('./customise-step.tsx')).CustomiseStep);
