/** The test files `npm run test:quick` chooses for a change (scripts/test-quick/select-tests.ts). */
import { describe, expect, it } from 'vitest';
import { importsOf, mirrorFolders, selectTests } from '../../scripts/test-quick/select-tests.ts';

const texts: Record<string, string> = {
  'tests/server/quotes/quote-api.test.ts': "import { x } from '../helpers/test-server.ts';\n",
  'tests/server/quotes/quote-checks.test.ts': "import { y } from '../../../server/quotes/check-handlers.ts';\n",
  'tests/server/orders/order-api.test.ts': "import { z } from '../helpers/test-server.ts';\n",
  'tests/server/config.test.ts': "import { loadConfig } from '../../server/config.ts';\n",
  'tests/engine/calculation.test.ts': "import { calculate } from '../../engine/index.ts';\n",
  'tests/engine/cel-budget.test.ts': "import { CEL_STEP_LIMIT } from '../../engine/cel/cel-meter.ts';\n",
  'tests/src/features/orders/order-list-query.test.ts': "const m = await import('../../../../src/features/orders/order-list-query.ts');\n",
  'tests/scripts/doc-links.test.ts': "import { docReferences } from './doc-links.ts';\n",
};
const tests = Object.keys(texts);
const read = (file: string) => texts[file] ?? '';

describe('test:quick selection', () => {
  it('resolves relative imports, static and dynamic', () => {
    expect(importsOf('tests/engine/cel-budget.test.ts', texts['tests/engine/cel-budget.test.ts']!)).toEqual(['engine/cel/cel-meter.ts']);
    expect(importsOf('tests/src/features/orders/order-list-query.test.ts', texts['tests/src/features/orders/order-list-query.test.ts']!)).toEqual(['src/features/orders/order-list-query.ts']);
  });

  it('mirrors a source file to its test folder, deepest first', () => {
    expect(mirrorFolders('server/quotes/quote-save.ts')).toEqual(['tests/server/quotes', 'tests/server']);
    expect(mirrorFolders('src/features/orders/order-table.tsx')).toEqual(['tests/src/features/orders', 'tests/src/features', 'tests/src']);
    expect(mirrorFolders('engine/pricing/vat.ts')).toEqual(['tests/engine']);
    expect(mirrorFolders('README.md')).toEqual([]);
  });

  it('a server file: its folder tests, not every test that reaches the app', () => {
    expect(selectTests(['server/quotes/quote-save.ts'], tests, read).tests).toEqual(['tests/server/quotes/quote-api.test.ts', 'tests/server/quotes/quote-checks.test.ts']);
    expect(selectTests(['server/config.ts'], tests, read).tests).toEqual(['tests/server/config.test.ts']);
  });

  it('an engine file: the engine tests; a test helper: the tests importing it; a changed test: itself', () => {
    expect(selectTests(['engine/pricing/vat.ts'], tests, read).tests).toEqual(['tests/engine/calculation.test.ts', 'tests/engine/cel-budget.test.ts']);
    const helper = selectTests(['tests/server/helpers/test-server.ts'], tests, read);
    expect(helper.tests).toEqual(['tests/server/orders/order-api.test.ts', 'tests/server/quotes/quote-api.test.ts']);
    expect(helper.reasons.get('tests/server/orders/order-api.test.ts')).toBe('imports tests/server/helpers/test-server.ts');
    expect(selectTests(['tests/scripts/doc-links.test.ts'], tests, read).tests).toEqual(['tests/scripts/doc-links.test.ts']);
    expect(selectTests(['docs/testing.md'], tests, read).reasons.get('tests/scripts/doc-links.test.ts')).toBe('links of docs/testing.md');
  });

  it('a file with no mirrored tests and no importer selects nothing', () => {
    expect(selectTests(['package-lock.json', 'src/features/studio/studio.css'], tests, read).tests).toEqual([]);
  });
});
