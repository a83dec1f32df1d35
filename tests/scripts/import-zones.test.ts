/**
 * The import zones of eslint.config.js that keep src/features/ apart: a
 * feature imports shared pieces from src/components and src/lib, never
 * another feature (a route composes features).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import zones of src/features', () => {
  it('a feature importing another feature fails the lint, by a relative path or through features/', async () => {
    const sibling = await restrictedImports('src/features/validation/zone-probe.ts', "export { PriceLines } from '../builder/price-lines.tsx';\n");
    expect(sibling).toHaveLength(1);
    expect(sibling[0]).toMatch(/A feature does not import another feature/);
    const roundabout = await restrictedImports('src/features/builder/zone-probe.ts', "export { OrderOutcome } from '../../features/validation/order-outcome.tsx';\n");
    expect(roundabout).toHaveLength(1);
  }, 60_000);

  it('its own files, components/, lib/ and the engine index are allowed; a route may compose features', async () => {
    const code = [
      "export { PriceLines } from './price-lines.tsx';",
      "export { PriceTotals } from '../../components/price-totals.tsx';",
      "export { useCountries } from '../../lib/use-countries.ts';",
      "export { LOCALES } from '../../../engine/index.ts';",
      '',
    ].join('\n');
    expect(await restrictedImports('src/features/builder/zone-probe.ts', code)).toEqual([]);
    expect(await restrictedImports('src/routes/zone-probe.tsx', "export { ValidateStep } from '../features/validation/validate-step.tsx';\n")).toEqual([]);
  }, 60_000);
});
