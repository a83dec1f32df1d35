/** Pool projects, their quotes, photos and the pool change's impact for the stories, shaped as the API answers them. */
import type { Schemas } from '../../src/api/types.ts';
import type { Project, ProjectListItem } from '../../src/features/projects/project-types.ts';

export const PROJECT: Project = {
  id: 7,
  version: 3,
  number: 'P-2026-000045',
  name: 'Piscine Dupont',
  end_customer: {
    name: 'Jeanne Dupont',
    address_1: '12 chemin des Vignes',
    address_2: null,
    zipcode: '84000',
    city: 'Avignon',
    country_code: 'FR',
    email: 'jeanne.dupont@example.fr',
    phone: '+33 6 12 34 56 78',
  },
  site_address: { address_1: '4 impasse du Lavoir', address_2: 'Mas des Oliviers', zipcode: '84210', city: 'Pernes-les-Fontaines', country_code: 'FR' },
  pool: {
    shape: 'rectangle',
    length_m: 8,
    width_m: 4,
    shallow_depth_m: 1.1,
    deep_depth_m: 1.8,
    stairs: { type: 'roman', side: 'short_side', width_m: 2.4, depth_m: 1.2 },
    construction: 'concrete',
    free_form_dimensions: [],
    notes: 'Margelles en pierre, skimmer côté nord.',
  },
  pool_summary: '8,00 x 4,00 m, rectangle, escalier romain',
  notes: 'Rénovation complète avant l’été.',
  photos: [
    { id: 1, name: 'bassin-nord.jpg', content_type: 'image/jpeg', size: 184_320, uploaded_at: '2026-03-05T09:40:00.000Z', url: '/api/v1/project/7/photo/1' },
    { id: 2, name: 'escalier.png', content_type: 'image/png', size: 96_000, uploaded_at: '2026-03-05T09:42:00.000Z', url: '/api/v1/project/7/photo/2' },
  ],
  client: { id: 11, name: 'Piscines Provence', kind: 'installer', country_code: 'FR' },
  installer: { id: 11, name: 'Piscines Provence', kind: 'installer', country_code: 'FR' },
  created_by: 'Claire Morel',
  quote_count: 3,
  created_at: '2026-03-05T09:30:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
} as Project;

export const FREE_FORM_PROJECT: Project = {
  ...PROJECT,
  id: 8,
  number: 'P-2026-000046',
  name: 'Bassin Martin',
  pool: {
    shape: 'free_form',
    length_m: 11.5,
    width_m: 5.2,
    shallow_depth_m: null,
    deep_depth_m: null,
    stairs: { type: 'none', side: null, width_m: null, depth_m: null },
    construction: null,
    free_form_dimensions: [
      { label: 'Diagonale A-C', value_m: 12.4 },
      { label: 'Largeur côté plage', value_m: 3.8 },
    ],
    notes: null,
  },
  pool_summary: '11,50 x 5,20 m, forme libre',
  photos: [],
  quote_count: 0,
} as Project;

const family = (id: number, key: string, title: string) => ({ id, key, title });
const LINER = family(2, 'liner', 'Liner sur mesure');
const BLIND = family(1, 'blind', 'Volet roulant automatique');
const WINTER = family(5, 'winter_cover', 'Bâche d’hiver');

function quote(id: number, name: string, familyRef: Schemas['FamilyRef'], state: Schemas['QuoteState']): Schemas['QuoteListItem'] {
  return {
    id,
    project_number: PROJECT.number,
    project_id: PROJECT.id,
    reference: `Q-2026-${String(id).padStart(6, '0')}`,
    created_by: 'Claire Morel',
    family: familyRef,
    name,
    start_date: '2026-03-05',
    end_date: '2026-04-04',
    created_at: '2026-03-05T09:50:00.000Z',
    updated_at: '2026-03-06T10:00:00.000Z',
    model: null,
    pool: PROJECT.pool_summary,
    sent_at: null,
    colour: null,
    state,
    order_id: state === 'ordered' ? 40 + id : null,
  };
}

export const PROJECT_QUOTES = [
  quote(101, 'Dupont – liner', LINER, 'draft'),
  quote(102, 'Dupont – volet', BLIND, 'pending_confirmation'),
  quote(103, 'Dupont – bâche d’hiver', WINTER, 'ordered'),
];

export const TOTALS: Record<number, number> = { 101: 2_184_50, 102: 9_870_00, 103: 1_245_90 };

export const PROJECT_ROWS: ProjectListItem[] = [
  { id: 7, number: 'P-2026-000045', name: 'Piscine Dupont', end_customer_name: 'Jeanne Dupont', city: 'Pernes-les-Fontaines', pool_summary: '8,00 x 4,00 m, rectangle, escalier romain', quote_count: 3, created_by: 'Claire Morel', created_at: '2026-03-05T09:30:00.000Z', updated_at: '2026-03-06T10:00:00.000Z' },
  { id: 8, number: 'P-2026-000046', name: 'Bassin Martin', end_customer_name: null, city: null, pool_summary: '11,50 x 5,20 m, forme libre', quote_count: 0, created_by: 'Claire Morel', created_at: '2026-03-04T09:30:00.000Z', updated_at: '2026-03-04T09:30:00.000Z' },
  { id: 9, number: 'P-2026-000051', name: 'Villa Les Pins', end_customer_name: 'Marc Olivier', city: 'Hyères', pool_summary: '10,00 x 5,00 m, ovale', quote_count: 1, created_by: 'Paul Girard', created_at: '2026-03-02T09:30:00.000Z', updated_at: '2026-03-03T11:00:00.000Z' },
];

/** What a pool 9 m long would change: the liner and the blind follow it, the winter cover cannot be priced. */
export const IMPACT: Schemas['PoolImpactQuote'][] = [
  {
    quote_id: 101,
    reference: 'Q-2026-000101',
    name: 'Dupont – liner',
    family: LINER,
    changes: [{ question_id: 31, question: 'Longueur du bassin', before: 8, after: 9, before_label: '8,00 m', after_label: '9,00 m' }],
    currency: 'EUR',
    before_total_ex_vat_cents: 2_184_50,
    after_total_ex_vat_cents: 2_412_80,
    error: null,
  },
  {
    quote_id: 104,
    reference: 'Q-2026-000104',
    name: 'Dupont – volet (variante)',
    family: BLIND,
    changes: [
      { question_id: 12, question: 'Longueur intérieure', before: 800, after: 900, before_label: '800 cm', after_label: '900 cm' },
      { question_id: 14, question: 'Escalier', before: 'roman', after: 'roman', before_label: 'Escalier romain', after_label: 'Escalier romain' },
    ],
    currency: 'EUR',
    before_total_ex_vat_cents: 9_870_00,
    after_total_ex_vat_cents: 10_940_00,
    error: null,
  },
  {
    quote_id: 105,
    reference: 'Q-2026-000105',
    name: 'Dupont – bâche d’hiver',
    family: WINTER,
    changes: [{ question_id: 51, question: 'Longueur', before: 8, after: 9, before_label: '8,00 m', after_label: '9,00 m' }],
    currency: 'EUR',
    before_total_ex_vat_cents: 1_245_90,
    after_total_ex_vat_cents: null,
    error: { code: 'calculation_failed', message: 'Aucun tarif pour une longueur de 9,00 m.' },
  },
  {
    quote_id: 106,
    reference: 'Q-2026-000106',
    name: 'Dupont – filet',
    family: family(4, 'net', 'Filet de sécurité'),
    changes: [],
    currency: 'EUR',
    before_total_ex_vat_cents: 640_00,
    after_total_ex_vat_cents: 640_00,
    error: null,
  },
];

/** A small PNG for the photos (a 2 x 2 blue square). */
export const PHOTO_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQL98CRAwQCgAh0gUpRKDcEgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
