/**
 * `node scripts/large-family.ts [out.yaml]`: writes the large family of
 * tests/fixtures/large-family.ts (the blind grown to about 5,000 lines; to
 * stdout without a path), as bench:studio pastes it into the studio.
 */
import fs from 'node:fs';
import { parse } from 'yaml';
import type { DocPriceLine, FamilyDocument } from '../engine/index.ts';
import { largeFamilyYaml as grown } from '../tests/fixtures/large-family.ts';

const BLIND_FILE = new URL('../schemas/families/blind.family.yaml', import.meta.url);

/**
 * The large family's text, from the repository's blind. With `bands` (bench:studio's BENCH_STUDIO_BANDS, the schema
 * allows 50), the second price line (BLI-APRON-PC, on the price tab's first screen) is priced by a grid of that many
 * bands on the width instead of its unit price: what a line's bands cost the tab's show (issue 27, item 7).
 */
export function largeFamilyYaml(bands = 0): string {
  const blind = parse(fs.readFileSync(BLIND_FILE, 'utf8')) as FamilyDocument;
  if (bands > 0) {
    const [first, second, ...rest] = blind.pricing!;
    const { unitPrice: _, ...line } = second!;
    const grid = { dimension: 'width', bands: Array.from({ length: bands }, (__, band) => ({ ...(band < bands - 1 ? { upTo: Number((2.5 + (band + 1) * (5.5 / bands)).toFixed(2)) } : {}), unitPrice: 120 + band })) };
    blind.pricing = [first!, { ...line, grid } as DocPriceLine, ...rest];
  }
  return grown(blind);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = largeFamilyYaml();
  const out = process.argv[2];
  if (out) {
    fs.writeFileSync(out, text);
    process.stderr.write(`${out}: ${text.split('\n').length} lines, ${text.length} characters\n`);
  } else process.stdout.write(text);
}
