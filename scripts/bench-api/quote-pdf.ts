/**
 * The time to make the customised quote PDF (issue 10), measured as the
 * server makes it (issue 14): the document's data sent to the document worker
 * pool, built and rendered there, the bytes back; a quote of the largest family priced from its first preset, its
 * lines repeated to 30 and to 200, with extra lines, a trade discount, an SVG
 * logo and the plan of the pool. Median of 20 runs after ten, the first of
 * which, on a freshly started worker, is reported apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'yaml';
import { calculate, compileFamily, customiseQuote, drawPoolPlan, type Catalogue } from '../../engine/index.ts';
import { DocumentPool } from '../../server/pdf/document-pool.ts';
import type { QuotePdfInput } from '../../server/pdf/quote-pdf.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../../server/pdf/render-document.ts';

export const PDF_TARGETS_MS = { 30: 60, 200: 800 } as const;
const RUNS = 20;
/** A worker serves every document of the server's life: the figure is the warm worker's (its first documents are measured apart). */
const WARM_UP = 10;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80"><rect width="80" height="80" rx="16" fill="#0e7490"/><text x="92" y="48" font-family="sans-serif" font-size="24" fill="#0e7490">Piscines</text></svg>`;

export function blind(): Catalogue {
  const file = path.join(import.meta.dirname, '../../schemas/families/blind.family.yaml');
  const result = compileFamily(parse(readFileSync(file, 'utf8')) as unknown);
  if (!result.ok) throw new Error('the blind family does not compile');
  return result.catalogue;
}

export function benchInput(catalogue: Catalogue, lineCount: number): QuotePdfInput {
  const answers = catalogue.presets[0]!.answers;
  const priced = calculate(catalogue, answers, { country: 'FR', date: '2026-11-25' }, { currency: 'EUR', exchange_rate: 1, vat_rate_bp: 2000, discount_bp: 3500, reverse_charge: false });
  if (priced.status !== 'ok') throw new Error(priced.message);
  const base = priced.calculation.lines;
  const lines = Array.from({ length: lineCount }, (_, i) => ({ ...base[i % base.length]!, code: `${base[i % base.length]!.code}-${i + 1}` }));
  const offer = customiseQuote(
    { lines, currency: 'EUR' },
    { tradeDiscountBp: 1000, discountOnShipping: false, simplified: false, extraLines: [{ designation: 'Pose et mise en service', totalExVatCents: 120_000 }, { designation: 'Geste commercial', totalExVatCents: -20_000 }] },
    { locale: 'fr', vatRateBp: 2000, titles: { product: 'Volet', eco: 'Éco-participation', shipping: 'Livraison' } },
  );
  const party = { addressLines: ['240 rue de la Méditerranée'], zipcode: '34000', city: 'Montpellier', countryCode: 'FR', phone: '+33 4 67 00 00 00', email: 'contact@example.org' };
  return {
    locale: 'fr',
    reference: 'Q-2026-000123',
    name: 'Piscine Dupont',
    product: 'Volet immergé',
    date: '2026-11-25',
    validUntil: '2026-12-25',
    seller: { name: 'Piscines du Soleil', ...party },
    customer: { name: 'Famille Dupont', ...party },
    createdBy: 'Claire Morel',
    introduction: 'Suite à notre visite, voici notre offre.',
    body: 'Le volet est fabriqué sur mesure.',
    paymentConditions: '30 % à la commande, le solde à la livraison.',
    parametersAndConditions: 'Prix valables pour une pose en 2027.',
    offer,
    logo: { kind: 'svg', svg: LOGO },
    plan: drawPoolPlan(catalogue, answers, 'fr'),
  };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface QuotePdfMeasure {
  lines: 30 | 200;
  /** Median wall-clock time, warm worker. */
  medianMs: number;
  /** The first document of this size: for 30 lines, the pool's first, its worker's start included. */
  firstMs: number;
  pages: number;
}

/** Median milliseconds to build and render the quote PDF of 30 and of 200 lines, one at a time, in the server's document pool. */
export async function measureQuotePdf(): Promise<QuotePdfMeasure[]> {
  const catalogue = blind();
  const pool = new DocumentPool(DEFAULT_DOCUMENT_LIMITS);
  try {
    return await measureWith(pool, catalogue);
  } finally {
    await pool.close();
  }
}

async function measureWith(pool: DocumentPool, catalogue: Catalogue): Promise<QuotePdfMeasure[]> {
  const results: QuotePdfMeasure[] = [];
  for (const lines of [30, 200] as const) {
    const wall: number[] = [];
    let firstMs = 0;
    let bytes: Uint8Array = new Uint8Array(0);
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const start = performance.now();
      ({ bytes } = await pool.render({ kind: 'quote', input: benchInput(catalogue, lines) }));
      const elapsed = performance.now() - start;
      if (run === 0) firstMs = elapsed;
      if (run >= WARM_UP) wall.push(elapsed);
    }
    results.push({ lines, medianMs: median(wall), firstMs, pages: (Buffer.from(bytes).toString('latin1').match(/\/Type \/Page\b/g) ?? []).length });
  }
  return results;
}
