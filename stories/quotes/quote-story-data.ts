/** Quote-list rows and product families for the stories, shaped as the API answers them. */
import type { Schemas } from '../../src/api/types.ts';
import type { QuoteRow } from '../../src/features/quotes/quote-row-actions.tsx';

const family = (id: number, key: string, title: string, description: string): Schemas['Family'] => ({
  id,
  key,
  title,
  description,
  image_url: null,
  position: id,
  active: true,
  updated_at: '2026-01-05T08:00:00.000Z',
  version: 1,
});

export const FAMILIES: Schemas['Family'][] = [
  family(1, 'blind', 'Volet roulant automatique', 'Volet roulant automatique à lames sur mesure, hors-sol ou immergé.'),
  family(2, 'liner', 'Liner sur mesure', 'Liner PVC fabriqué sur mesure pour un bassin neuf ou une rénovation.'),
  family(3, 'bubble', 'Bâche à bulles', 'Bâche solaire à bulles sur mesure, qui réchauffe l’eau.'),
];

let next = 1;
function row(name: string, state: QuoteRow['state'], familyIndex: number, extra: Partial<QuoteRow> = {}): QuoteRow {
  const id = next++;
  const digits = `2026-${String(id).padStart(6, '0')}`;
  const { id: familyId, key, title } = FAMILIES[familyIndex]!;
  return {
    id,
    project_number: `P-${digits}`,
    project_id: null,
    reference: `Q-${digits}`,
    created_by: 'Claire Morel',
    family: { id: familyId, key, title },
    name,
    start_date: '2026-03-05',
    end_date: '2026-04-04',
    created_at: '2026-03-05T09:30:00.000Z',
    updated_at: '2026-03-06T10:00:00.000Z',
    model: null,
    pool: null,
    sent_at: null,
    colour: null,
    state,
    order_id: null,
    ...extra,
  };
}

export const ROWS: QuoteRow[] = [
  row('Piscine Dupont', 'draft', 0, { model: 'Hors-sol', pool: '8.00 x 4.00 m, rectangle', colour: 'Blanc' }),
  row('Villa Les Pins', 'pending_confirmation', 1, { sent_at: '2026-03-07T14:00:00.000Z', pool: '10.00 x 5.00 m, rectangle', colour: 'Bleu' }),
  row('Résidence Azur', 'ordered', 2, { sent_at: '2026-03-02T11:00:00.000Z', order_id: 17, model: 'Bleu 400 µm' }),
  row('Bassin Martin – bâche hiver 10 x 5', 'draft', 1),
];

export const [DRAFT, PENDING, ORDERED] = ROWS as [QuoteRow, QuoteRow, QuoteRow, QuoteRow];

export const INSTALLERS: Schemas['CompanySummary'][] = [
  { id: 21, name: 'Zwembaden Vlaanderen', kind: 'installer', country_code: 'BE' },
  { id: 22, name: 'Zwembadbouw Van Dijk B.V.', kind: 'installer', country_code: 'NL' },
];
