/** The product checks of a family written through the API or the import command (issue 16, item 4). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FamilyDocument } from '../../../engine/index.ts';
import { checkDocument } from '../../../server/catalogue/catalogue-repository.ts';
import { AppError } from '../../../server/http/app-error.ts';

const liner = parse(readFileSync(join(import.meta.dirname, '../../../schemas/families/liner.family.yaml'), 'utf8')) as FamilyDocument;

describe('checkDocument', () => {
  it('refuses a family whose stairs can be wider than the pool, in the writer’s language', () => {
    const document = { ...liner, rules: (liner.rules ?? []).filter((rule) => rule.key !== 'stairs_wider_than_pool') };
    let refused: unknown;
    try {
      checkDocument(document, 'fr');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(422);
    expect((refused as AppError).details).toEqual([expect.objectContaining({ code: 'stairs_wider_than_pool', message: expect.stringContaining('plus large que le bassin') })]);
    expect(() => checkDocument(liner, 'fr')).not.toThrow();
  });
});
