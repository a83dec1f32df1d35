/**
 * Loaded with `node --import` before the server (e2e only): the process's
 * clock runs `E2E_CLOCK_AHEAD_MS` ahead, for a scenario that needs a date to
 * have passed (a version of a family scheduled for tomorrow, now in force).
 * `Date` is the only clock the server reads, and PGlite's `now()` reads it
 * too (Emscripten's clock is `Date.now()`), so the database moves with it.
 */
const ahead = Number(process.env.E2E_CLOCK_AHEAD_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return RealDate.now() + ahead;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
