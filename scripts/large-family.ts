/**
 * `node scripts/large-family.ts [out.yaml]`: writes the large family of
 * tests/fixtures/large-family.ts (the blind grown to about 5,000 lines; to
 * stdout without a path), as bench:studio pastes it into the studio.
 */
import fs from 'node:fs';
import { parse } from 'yaml';
import type { FamilyDocument } from '../engine/index.ts';
import { largeFamilyYaml as grown } from '../tests/fixtures/large-family.ts';

const BLIND_FILE = new URL('../schemas/families/blind.family.yaml', import.meta.url);

/** The large family's text, from the repository's blind. */
export const largeFamilyYaml = (): string => grown(parse(fs.readFileSync(BLIND_FILE, 'utf8')) as FamilyDocument);

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = largeFamilyYaml();
  const out = process.argv[2];
  if (out) {
    fs.writeFileSync(out, text);
    process.stderr.write(`${out}: ${text.split('\n').length} lines, ${text.length} characters\n`);
  } else process.stdout.write(text);
}
