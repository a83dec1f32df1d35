/** The changes between two family documents in words, in the six languages, for every kind of change. */
import { describe, expect, it } from 'vitest';
import { diffFamilies, LOCALES, type FamilyDocument } from '../../../engine/index.ts';
import { changeTexts } from '../../../server/i18n/catalogue-diff-texts.ts';
import { loadFamilyDocuments } from '../../engine/helpers/family-fixtures.ts';

type Editable = FamilyDocument & Record<string, unknown>;
const bar = () => structuredClone(loadFamilyDocuments().find((family) => family.name === 'bar')!.document as Editable);

/** Bar with one change of every kind. */
function everything() {
  const before = bar();
  before.testCases = [
    { key: 'manual', answers: { variant: 'manual' }, expected: { lines: [], total: 95, inconsistencies: [] } },
    { key: 'old', answers: {}, expected: { lines: [], total: 0, inconsistencies: [] } },
  ];
  before.eco!.push({ code: 'ECO-OLD', designation: { en: 'Old eco' }, amount: 0.1 });
  const after = structuredClone(before);
  after.eco!.pop();
  (after.testCases as unknown[]).pop();
  after.title = { ...after.title, fr: 'Couverture à barres Pro', en: 'Pro bar cover' };
  after.categories![0]!.title.en = 'Pool dimensions';
  after.steps.splice(3, 1);
  after.steps.splice(0, 0, after.steps.splice(2, 1)[0]!);
  after.steps.push({ id: 40, key: 'extras', title: { en: 'Extras', fr: 'Suppléments' }, questions: [] });
  const size = after.steps[2]!;
  size.visibleWhen = [{ question: 'variant', answer: 'manual' }];
  size.questions[1]!.max = 6;
  size.questions[1]!.type = 'text';
  size.questions[1]!.visibleWhen = [{ question: 'variant', answer: 'manual' }, { question: 'variant', answer: 'motorised' }];
  const stairs = size.questions.splice(2, 1)[0]!;
  stairs.answers!.push({ key: 'spiral', title: { en: 'Spiral stairs', fr: 'Escalier hélicoïdal' } });
  stairs.answers!.splice(1, 1);
  stairs.answers![0]!.title = { ...stairs.answers![0]!.title, fr: 'Aucun escalier' };
  after.steps[0]!.questions.push(stairs);
  after.steps[0]!.questions.push({ key: 'hem', type: 'boolean', title: { en: 'Hem', fr: 'Ourlet' } });
  after.steps[0]!.questions.splice(1, 1);
  after.rules![0]!.when = 'width > 5.8';
  after.rules![0]!.blocking = false;
  after.rules![0]!.category = 'safety';
  after.rules!.splice(1, 1);
  after.rules!.push({ key: 'no_padlock', step: 'size', category: 'safety', blocking: false, when: '!("padlock" in accessories)', reason: { en: 'Take a padlock.' } });
  after.pricing![0]!.unitPrice = 1290.5;
  after.pricing![2]!.quantity = 'ceil(length) + 2.0';
  after.pricing![2]!.note = 'One bar a metre, plus one:\nthe last one closes the cover.';
  after.pricing!.splice(3, 1);
  after.pricing!.push({ code: 'BAR-GRID', designation: { en: 'Grid' }, grid: { dimension: 'length', bands: [{ upTo: 8, unitPrice: 100 }, { unitPrice: 120 }] } });
  after.eco![0]!.amount = 0.8;
  after.eco!.push({ code: 'ECO-MOTOR', designation: { en: 'Eco motor' }, amount: 1.5 });
  after.presets![0]!.answers.width = 4.5;
  after.presets![0]!.answers.colour = 'grey_grey';
  after.presets!.splice(1, 1);
  after.presets!.push({ key: 'small', title: { en: 'Small', fr: 'Petit' }, answers: { variant: 'manual' } });
  (after.testCases as { expected: { total: number } }[])[0]!.expected.total = 100;
  (after.testCases as unknown[]).push({ key: 'motor', answers: {}, expected: { lines: [], total: 1290, inconsistencies: [] } });
  return { before, after, changes: diffFamilies(before, after) };
}

describe('changeTexts', () => {
  const { before, after, changes } = everything();

  it('covers every kind of change', () => {
    const kinds = new Set(changes.map((change) => change.kind));
    const all = ['family', 'step', 'question', 'answer', 'rule', 'price_line', 'eco_line', 'preset', 'test_case'].flatMap((item) =>
      ['added', 'removed', 'changed', ...(item === 'step' || item === 'question' ? ['moved'] : [])].map((event) => `${item}_${event}`),
    );
    expect([...kinds].sort()).toEqual([...all.filter((kind) => !/^family_(added|removed)/.test(kind)), 'section_changed'].sort());
  });

  it('writes each change in the six languages, every placeholder filled', () => {
    const english = changeTexts(changes, before, after, 'en');
    for (const locale of LOCALES) {
      const texts = changeTexts(changes, before, after, locale);
      texts.forEach((text, index) => {
        const what = `${changes[index]!.kind} ${changes[index]!.field ?? ''} ${locale}`;
        expect(text, what).not.toMatch(/\{\w+\}|undefined|null|\[object/);
        expect(text.length, what).toBeGreaterThan(8);
        if (locale !== 'en' && !/^(Section|Family)/.test(english[index]!)) expect(text, what).not.toBe(english[index]);
      });
    }
  });

  it('names items by their titles and writes amounts and numbers for the reader', () => {
    const fr = changeTexts(changes, before, after, 'fr');
    const it = changeTexts(changes, before, after, 'it');
    const text = (texts: string[], kind: string, field?: string) => texts[changes.findIndex((c) => c.kind === kind && (field === undefined || c.field === field))];
    expect(text(fr, 'family_changed')).toBe('Famille\u00a0: titre « Couverture à barres » → « Couverture à barres Pro »');
    expect(text(fr, 'step_moved')).toBe('Étape « Toile » déplacée\u00a0: position 3 → 1');
    expect(text(fr, 'step_removed')).toBe('Étape « Options » supprimée');
    expect(text(fr, 'step_changed', 'visibleWhen')).toBe("Étape « Dimensions »\u00a0: condition d’affichage toujours → « Ouverture » = « Manuelle (manivelle) »");
    expect(text(fr, 'question_moved')).toBe('Question « Escalier » déplacée\u00a0: étape « Dimensions » → « Toile »');
    expect(text(fr, 'question_changed', 'visibleWhen')).toBe(
      "Question « Largeur intérieure »\u00a0: condition d’affichage toujours → « Ouverture » = « Manuelle (manivelle) » ou « Ouverture » = « Enrouleur motorisé »",
    );
    expect(text(fr, 'question_changed', 'type')).toBe('Question « Largeur intérieure »\u00a0: type nombre → texte');
    expect(text(fr, 'answer_added')).toBe('Réponse « Escalier hélicoïdal » de la question « Escalier » ajoutée');
    expect(text(it, 'answer_removed')).toBe('Risposta «Scala romana» della domanda «Scala» eliminata');
    expect(text(fr, 'rule_changed', 'blocking')).toBe('Règle too_wide\u00a0: bloquante oui → non');
    expect(text(fr, 'rule_changed', 'category')).toBe('Règle too_wide\u00a0: catégorie « Dimensions » → « Sécurité »');
    expect(text(fr, 'price_line_changed', 'unitPrice')).toBe('Ligne de prix BAR-COVER-580\u00a0: prix unitaire 32,00 → 1\u202f290,50');
    expect(text(fr, 'price_line_added')).toBe('Ligne de prix BAR-GRID ajoutée\u00a0: grille de prix « Longueur intérieure » ≤ 8\u00a0: 100,00; > 8\u00a0: 120,00');
    expect(text(fr, 'eco_line_changed')).toBe("Ligne d’éco-participation ECO-BAR\u00a0: montant 0,75 → 0,80");
    expect(text(fr, 'preset_changed')).toBe('Préréglage « Rectangle 8 x 4 manuelle standard »\u00a0: réponses « Largeur intérieure » 4 → 4,5; « Coloris (dessus/dessous) » « Bleu/beige » → « Gris/gris »');
    expect(text(it, 'preset_removed')).toBe('Preimpostazione «Rettangolo 10 x 5 scala romana motorizzata» eliminata');
    expect(text(fr, 'test_case_changed')).toBe('Cas de test manual\u00a0: résultat attendu total 95,00 (lignes\u00a0: 0, incohérences\u00a0: 0) → total 100,00 (lignes\u00a0: 0, incohérences\u00a0: 0)');
    expect(text(fr, 'section_changed')).toBe('Section categories modifiée');
    expect(text(fr, 'price_line_changed', 'note')).toBe('Ligne de prix BAR-BARS\u00a0: note ajoutée');
    expect(text(it, 'price_line_changed', 'note')).toBe('Riga di prezzo BAR-BARS: nota aggiunta');
  });

  it("names a note added, changed or removed without quoting it (the team's explanation may run over lines)", () => {
    const before = bar();
    before.pricing![0]!.note = 'Fabric area.';
    before.rules![0]!.note = 'Bars bend above 6 m.';
    const after = structuredClone(before);
    after.pricing![0]!.note = 'Fabric area,\nhems included.';
    delete after.rules![0]!.note;
    after.pricing![1]!.note = 'Per m².';
    const noteChanges = diffFamilies(before, after);
    expect(changeTexts(noteChanges, before, after, 'de')).toEqual([
      'Regel too_wide: Notiz entfernt',
      'Preiszeile BAR-COVER-580: Notiz geändert',
      'Preiszeile BAR-COVER-680: Notiz hinzugefügt',
    ]);
    expect(changeTexts(noteChanges, before, after, 'es')).toEqual([
      'Regla too_wide: nota eliminada',
      'Línea de precio BAR-COVER-580: nota modificada',
      'Línea de precio BAR-COVER-680: nota añadida',
    ]);
  });

  it('names a pool binding changed and a test case’s pool changed (issue 32)', () => {
    const before = bar();
    before.steps[1]!.questions[0]!.fromPool = 'pool.length_m';
    before.testCases = [{ key: 'pool', pool: { shape: 'rectangle', length_m: 8, width_m: 4, construction: 'concrete' }, answers: { variant: 'manual' }, expected: { lines: [], total: 95, inconsistencies: [] } }];
    const after = structuredClone(before);
    after.steps[1]!.questions[0]!.fromPool = 'pool.length_m + 0.3';
    after.testCases![0]!.pool = { shape: 'rectangle', length_m: 9.5, width_m: 4, stairs: { type: 'roman' }, construction: 'concrete' };
    const poolChanges = diffFamilies(before, after);
    expect(changeTexts(poolChanges, before, after, 'fr')).toEqual([
      'Question « Longueur intérieure »\u00a0: liaison au bassin « pool.length_m » → « pool.length_m + 0.3 »',
      'Cas de test pool\u00a0: bassin 8 × 4 m, rectangle, concrete → 9,5 × 4 m, rectangle, roman, concrete',
    ]);
    expect(changeTexts(poolChanges, before, after, 'de')[0]).toBe('Frage „Innenlänge“: Beckenbindung „pool.length_m“ → „pool.length_m + 0.3“');
  });
});
