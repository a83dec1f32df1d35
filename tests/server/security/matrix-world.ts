/**
 * The fixtures the permission matrix walks: one principal per role on one
 * side of the tenancy line, an unrelated client on the other side, and the
 * resources of each (quotes, users, external clients, catalogue families),
 * made through the API where it exists and shared unless a cell asks for a
 * fresh one (cells that change state must not depend on one another).
 *
 * - Installer A (Zwembaden Vlaanderen) is a member of trading group G (Benelux
 *   Pool Inkoop); E is an external client of A.
 * - Installer B (Schwimmbad Müller, no group) with its external client F is
 *   the unrelated client whose resources are "another client's".
 * - r1 (manufacturer staff) works with A as its reference client; r2, r3, r4
 *   are users of A; r5 administers G (reference client G); ext is a user of E
 *   (quoting under A); erp is the ERP's service account (role 6, a user of
 *   the manufacturer, ORDER_SYNC only), whose side is A's like staff's.
 * - Piscines du Soleil, a member of another trading group, makes the quote
 *   pending another group's confirmation.
 */
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { parse } from 'yaml';
import { issueToken } from '../../../server/auth/tokens.ts';
import { issueLink } from '../../../server/accounts/account-links.ts';
import { eq } from 'drizzle-orm';
import { accessRequests, companies, externalClientRequests, outbox, quotes, type users } from '../../../server/db/schema.ts';
import { companyId, insertUser } from '../helpers/fixtures.ts';
import { zeroPng } from '../helpers/images.ts';
import { contractOperation, operationUrl } from '../helpers/contract-operations.ts';
import { auth, DEMO_PASSWORD, type TestServer } from '../helpers/test-server.ts';
import { createQuote, familyByKey, presetAnswers, putQuote, type FamilyInfo, type QuoteBody } from '../quotes/quote-helpers.ts';
import { createProject, type ProjectBody } from '../projects/project-helpers.ts';

export const PRINCIPALS = ['anon', 'r1', 'r2', 'r3', 'r4', 'r5', 'ext', 'erp'] as const;
export type Principal = (typeof PRINCIPALS)[number];
type SignedIn = Exclude<Principal, 'anon'>;

/**
 * The resource a cell acts on:
 * - `none`: the operation names no resource (lists, the caller's account, the catalogue);
 * - `own`: a resource of the principal's own side (its reference client, its company);
 * - `other`: one of an unrelated client (installer B);
 * - `self`: the principal's own user account;
 * - `group`: (trading-group administrator only) a resource of a member installer of its group.
 */
export const TARGETS = ['none', 'own', 'other', 'self', 'group'] as const;
export type Target = (typeof TARGETS)[number];

export interface CellRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** The body's type when it is not JSON (a YAML family file). */
  contentType?: string;
  /** Parts of a multipart/form-data body. */
  parts?: { name: string; filename?: string; type?: string; content: string | Buffer }[];
}

type UserRow = typeof users.$inferSelect;

interface QuoteOptions {
  fresh?: boolean;
  /** Answered with a preset: complete, priced, no blocking inconsistency. */
  priced?: boolean;
  /** Billed directly (not through the installer's trading group). */
  direct?: boolean;
  author?: Author;
}

export interface QuoteOrder {
  quote: QuoteBody;
  order: { id: number; purchase_order_path: string | null };
}

export const ROLE_OF: Record<SignedIn, number> = { r1: 1, r2: 2, r3: 3, r4: 4, r5: 5, ext: 2, erp: 6 };

/** Who creates the quotes of a principal's side: a user whose quotes the principal sees. */
const QUOTE_AUTHOR: Record<Principal, SignedIn> = { anon: 'r2', r1: 'r2', r2: 'r2', r3: 'r2', r4: 'r2', r5: 'r5', ext: 'ext', erp: 'r2' };

type Author = SignedIn | 'other' | 'otherGroupMember';

export class MatrixWorld {
  readonly ids = { manufacturer: 0, group: 0, installer: 0, otherInstaller: 0, external: 0, otherExternal: 0 };
  readonly users = {} as Record<Author, UserRow>;
  bubble!: FamilyInfo;
  private readonly tokens = new Map<string, string>();
  private readonly shared = new Map<string, Promise<unknown>>();
  private serial = 0;

  readonly server: TestServer;

  private constructor(server: TestServer) {
    this.server = server;
  }

  static async build(server: TestServer): Promise<MatrixWorld> {
    const world = new MatrixWorld(server);
    await world.setUp();
    return world;
  }

  private async setUp(): Promise<void> {
    const { db } = this.server;
    const ids = this.ids;
    ids.manufacturer = await companyId(db, 'Aquaterra Pool Systems');
    ids.group = await companyId(db, 'Benelux Pool Inkoop');
    ids.installer = await companyId(db, 'Zwembaden Vlaanderen');
    ids.otherInstaller = await companyId(db, 'Schwimmbad Müller GmbH');
    ids.external = await this.insertExternal('Matrix Tuinen (external of A)', ids.installer);
    ids.otherExternal = await this.insertExternal('Matrix Gärten (external of B)', ids.otherInstaller);
    const homes: Record<SignedIn, [company: number, client: number]> = {
      r1: [ids.manufacturer, ids.installer],
      r2: [ids.installer, ids.installer],
      r3: [ids.installer, ids.installer],
      r4: [ids.installer, ids.installer],
      r5: [ids.group, ids.group],
      ext: [ids.external, ids.installer],
      erp: [ids.manufacturer, ids.manufacturer],
    };
    for (const [principal, [company, client]] of Object.entries(homes) as [SignedIn, [number, number]][]) {
      this.users[principal] = await insertUser(db, company, { clientId: client, roleId: ROLE_OF[principal], login: `matrix.${principal}.${process.pid}` });
    }
    this.users.other = await insertUser(db, ids.otherInstaller, { roleId: 2, login: `matrix.other.${process.pid}` });
    this.users.otherGroupMember = await insertUser(db, 'Piscines du Soleil', { roleId: 2, login: `matrix.other-group.${process.pid}` });
    // tokens issued as login issues them, without paying argon2 for each (login has its own row)
    for (const principal of [...PRINCIPALS.filter((p) => p !== 'anon'), 'other', 'otherGroupMember'] as const) {
      this.tokens.set(principal, await this.issue(principal));
    }
    this.bubble = await familyByKey(this.server.app, this.token('r2')!, 'bubble');
  }

  private async insertExternal(name: string, installerId: number): Promise<number> {
    const [row] = await this.server.db
      .insert(companies)
      .values({ kind: 'external', name, countryCode: 'BE', address1: 'Matrixstraat 1', zipcode: '9000', city: 'Gent', installerId })
      .returning({ id: companies.id });
    return row!.id;
  }

  /** The principal's bearer token (none for the anonymous caller). */
  token(principal: Principal | Author): string | undefined {
    return principal === 'anon' ? undefined : this.tokens.get(principal);
  }

  /** A new token of the principal, for a cell that spends it (sign-out). */
  async freshToken(principal: Principal): Promise<string | undefined> {
    return principal === 'anon' ? undefined : this.issue(principal);
  }

  private async issue(principal: Author): Promise<string> {
    return (await issueToken(this.server.db, this.server.config, this.users[principal].id, false)).access_token;
  }

  /** A unique suffix for names and keys made by fresh fixtures. */
  unique(prefix: string): string {
    this.serial += 1;
    return `${prefix}${this.serial}x${process.pid}`;
  }

  /** Memoises a fixture shared by the cells that do not change it. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.shared.has(key)) this.shared.set(key, make());
    return this.shared.get(key) as Promise<T>;
  }

  /** Sends the cell's request to operation `operationId` as `principal` (with `token` instead when given). */
  async send(operationId: string, principal: Principal, request: CellRequest, token = this.token(principal)): Promise<LightMyRequestResponse> {
    const operation = contractOperation(operationId);
    const headers: Record<string, string> = token ? auth(token) : {};
    const options: InjectOptions = { method: operation.method, url: operationUrl(operation, request.params, request.query), headers };
    if (request.parts) {
      const boundary = '----matrix-boundary';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      options.payload = Buffer.concat([
        ...request.parts.flatMap((part) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
              `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
          ),
          Buffer.from(part.content),
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    } else if (request.body !== undefined) {
      if (request.contentType) headers['content-type'] = request.contentType;
      options.payload = request.body as InjectOptions['payload'];
    }
    return this.server.app.inject(options);
  }

  /** Sends as a named fixture user and fails on anything but a 2xx: for building fixtures. */
  async call<T>(operationId: string, as: Author, request: CellRequest): Promise<T> {
    const response = await this.send(operationId, 'r1', request, this.token(as));
    if (response.statusCode >= 300) throw new Error(`fixture ${operationId} as ${as}: ${response.statusCode} ${response.body}`);
    return (response.statusCode === 204 ? undefined : (response.json() as { data: T }).data) as T;
  }

  // ------------------------------------------------------------ companies and users

  /** The company of the target: the principal's own, installer B's, or (group) member installer A. */
  companyOf(principal: Principal, target: Target): number {
    if (target === 'other') return this.ids.otherInstaller;
    if (target === 'group' || principal === 'anon') return this.ids.installer;
    return this.users[principal].companyId;
  }

  /** The installer of the target's side: A, or B for another client's (r5 names its member A). */
  installerOf(target: Target): number {
    return target === 'other' ? this.ids.otherInstaller : this.ids.installer;
  }

  /** An external client of the target's installer (E of A, F of B), or a new one when `fresh`. */
  async externalOf(target: Target, { fresh = false } = {}): Promise<number> {
    if (fresh) return this.insertExternal(this.unique('Matrix Extern '), this.installerOf(target));
    return target === 'other' ? this.ids.otherExternal : this.ids.external;
  }

  /**
   * A pending request for access to the target's installer's main account, by
   * a new user of its external client (shared unless `fresh`).
   */
  async accessRequest(target: Target, { fresh = false } = {}): Promise<number> {
    const make = async () => {
      const external = await this.externalOf(target);
      const user = await insertUser(this.server.db, external, {
        roleId: 2,
        clientId: this.installerOf(target),
        active: false,
        passwordHash: null,
        subscriptionStatus: 'pending',
      });
      const [row] = await this.server.db
        .insert(externalClientRequests)
        .values({ userId: user.id, externalCompanyId: external, installerId: this.installerOf(target) })
        .returning({ id: externalClientRequests.id });
      return row!.id;
    };
    return fresh ? make() : this.once(`access-request:${target === 'other'}`, make);
  }

  /** A new request for access of the login page (each cell its own: declining one answers it). */
  async loginAccessRequest(): Promise<number> {
    const [row] = await this.server.db
      .insert(accessRequests)
      .values({ company: this.unique('Matrix Visitor '), contactName: 'Matrix Visitor', email: `${this.unique('visitor')}@example.com`, countryCode: 'BE', locale: 'nl' })
      .returning({ id: accessRequests.id });
    return row!.id;
  }

  /** The raw token of a subscription link e-mailed to a new user of A (each use spends it). */
  async subscriptionToken(): Promise<string> {
    const user = await insertUser(this.server.db, this.ids.installer, { roleId: 4, passwordHash: null, subscriptionStatus: 'pending' });
    return (await issueLink(this.server.db, this.server.config, user.id, 'subscription')).token;
  }

  /**
   * A user of the target: the principal itself (`self`), else a role-4 user
   * of the target's company (one whose permissions every administrator holds),
   * shared unless `fresh`.
   */
  async userOf(principal: Principal, target: Target, { fresh = false, pending = false } = {}): Promise<UserRow> {
    if (target === 'self' && principal !== 'anon') return this.users[principal];
    const company = this.companyOf(principal, target);
    const make = () =>
      insertUser(this.server.db, company, {
        roleId: 4,
        clientId: company === this.ids.external || company === this.ids.otherExternal ? this.installerOf(target) : company,
        ...(pending ? { passwordHash: null, subscriptionStatus: 'pending' as const } : {}),
      });
    return fresh ? make() : this.once(`user:${company}:${pending}`, make);
  }

  // ------------------------------------------------------------ quotes

  private quoteAuthor(principal: Principal, target: Target): Author {
    if (target === 'other') return 'other';
    if (target === 'group') return 'r2';
    return QUOTE_AUTHOR[principal];
  }

  /**
   * A draft bubble-cover quote of the target's side; with `priced`, answered
   * with the 8 x 4 preset (complete, no blocking inconsistency, a non-zero
   * price). Shared unless `fresh`.
   */
  async quote(principal: Principal, target: Target, { fresh = false, priced = false, direct = false, author = this.quoteAuthor(principal, target) }: QuoteOptions = {}): Promise<QuoteBody> {
    const make = async () => {
      const token = this.token(author)!;
      const body = {
        family_id: this.bubble.id,
        name: this.unique('Matrix '),
        ...(author === 'r5' ? { installer_id: this.ids.installer } : {}),
        ...(direct ? { billing: 'direct' } : {}),
      };
      const quote = await createQuote(this.server.app, token, body);
      if (!priced) return quote;
      const answers = await this.once('bubble:rect_8x4_blue', () => presetAnswers(this.server.app, token, this.bubble.id, 'rect_8x4_blue'));
      const response = await putQuote(this.server.app, token, quote.id, { answers });
      if (response.statusCode !== 200) throw new Error(`fixture: answering quote ${quote.id}: ${response.body}`);
      return (response.json() as { data: QuoteBody }).data;
    };
    return fresh ? make() : this.once(`quote:${author}:${priced}:${direct}`, make);
  }

  /**
   * A quote of the target's side validated by its author, with its order
   * (shared unless `fresh`): billed through A's trading group G, so pending
   * its confirmation, unless `direct` (then the order goes to the order desk);
   * with `otherGroup`, a quote pending another trading group's confirmation.
   */
  async validatedQuote(principal: Principal, target: Target, options: QuoteOptions & { otherGroup?: boolean } = {}): Promise<QuoteOrder> {
    const author = options.otherGroup ? 'otherGroupMember' : this.quoteAuthor(principal, target);
    const make = async () => {
      const quote = await this.quote(principal, target, { ...options, fresh: true, priced: true, author });
      return this.call<QuoteOrder>('validateQuote', author, { params: { id: quote.id }, parts: [{ name: 'accept_terms', content: 'true' }] });
    };
    return options.fresh ? make() : this.once(`validated:${author}:${options.direct ?? false}`, make);
  }

  // ------------------------------------------------------------ pool projects

  /**
   * A pool project of the target's side, made by the author of its quotes
   * (shared unless `fresh`). For the `group` target: a member's project
   * holding a quote validated into the group's confirmation queue.
   */
  async project(principal: Principal, target: Target, { fresh = false } = {}): Promise<ProjectBody> {
    const author = this.quoteAuthor(principal, target);
    const make = async () => {
      const project = await createProject(this.server.app, this.token(author)!, { name: this.unique('Matrix project ') });
      if (target === 'group') {
        const { quote } = await this.validatedQuote(principal, target, { fresh: true });
        await this.server.db.update(quotes).set({ projectId: project.id }).where(eq(quotes.id, quote.id));
      }
      return project;
    };
    return fresh ? make() : this.once(`project:${author}:${target === 'group'}`, make);
  }

  /** A project holding a priced quote of its author (the group's holds its validated quote): a proposal to print. */
  async proposalProject(principal: Principal, target: Target): Promise<ProjectBody> {
    const project = await this.project(principal, target);
    if (target === 'group') return project;
    return this.once(`proposal:${this.quoteAuthor(principal, target)}`, async () => {
      const quote = await this.quote(principal, target, { fresh: true, priced: true });
      await this.server.db.update(quotes).set({ projectId: project.id }).where(eq(quotes.id, quote.id));
      return project;
    });
  }

  /** A small PNG photo part of an upload form. */
  photoPart() {
    return { name: 'photo', filename: 'pool.png', type: 'image/png', content: zeroPng(4, 4) };
  }

  /** A photo of the target's side's project (its own project and photo when `fresh`). */
  async projectPhoto(principal: Principal, target: Target, { fresh = false } = {}): Promise<{ projectId: number; photoId: number }> {
    const make = async () => {
      const project = await this.project(principal, target, { fresh });
      const photo = await this.call<{ id: number }>('uploadProjectPhoto', this.quoteAuthor(principal, target), { params: { id: project.id }, parts: [this.photoPart()] });
      return { projectId: project.id, photoId: photo.id };
    };
    return fresh ? make() : this.once(`project-photo:${this.quoteAuthor(principal, target)}:${target === 'group'}`, make);
  }

  /** A saved data row of a priced quote of the target's side (shared unless `fresh`). */
  async dataRow(principal: Principal, target: Target, { fresh = false } = {}): Promise<{ quoteId: number; row: { id: number; question_id: number; answer_id: number | null } }> {
    const quote = await this.quote(principal, target, { fresh, priced: true });
    const rows = await this.call<{ id: number; question_id: number; answer_id: number | null }[]>('listQuoteData', this.quoteAuthor(principal, target), { params: { id: quote.id } });
    const row = rows.find((r) => r.answer_id !== null);
    if (!row) throw new Error(`fixture: quote ${quote.id} has no answer row`);
    return { quoteId: quote.id, row };
  }

  /** A preset of the bubble family (any principal may read it). */
  async bubblePreset(): Promise<{ id: number }> {
    return this.once('bubble:preset', async () => {
      const presets = await this.call<{ id: number; key: string }[]>('listFamilyPresets', 'r2', { params: { id: this.bubble.id } });
      return presets.find((p) => p.key === 'rect_8x4_blue')!;
    });
  }

  /** A quote with an uploaded logo (shared unless `fresh`). */
  async quoteWithLogo(principal: Principal, target: Target, { fresh = false } = {}): Promise<QuoteBody> {
    const make = async () => {
      const quote = await this.quote(principal, target, { fresh: true, priced: true });
      await this.call('uploadQuoteLogo', this.quoteAuthor(principal, target), { params: { id: quote.id }, parts: [SVG_LOGO] });
      return quote;
    };
    return fresh ? make() : this.once(`logo:${this.quoteAuthor(principal, target)}`, make);
  }

  // ------------------------------------------------------------ outbox

  /** An e-mail the relay gave up on (the order desk may send it again). */
  async failedMessage(): Promise<number> {
    const [row] = await this.server.db
      .insert(outbox)
      .values({ kind: 'mail', payload: { to: 'nobody@example.com', subject: 'Matrix' }, idempotencyKey: this.unique('matrix-'), status: 'failed', attempts: 9, lastError: 'refused' })
      .returning({ id: outbox.id });
    return row!.id;
  }

  // ------------------------------------------------------------ catalogue

  /** The small test family's document under a new key. */
  familyDocument(): Record<string, unknown> {
    const document = parse(readFileSync(new URL('../../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
    return { ...document, family: this.unique('matrix_').toLowerCase() };
  }

  /** A family made by staff for a cell that changes the catalogue (shared by the cells that are refused). */
  async scratchFamily({ fresh = false } = {}): Promise<{ id: number; presetId: number; document: Record<string, unknown> }> {
    const make = async () => {
      const document = this.familyDocument();
      const family = await this.call<{ id: number }>('createFamily', 'r1', { body: { document } });
      // a new family is a draft: its version 1 is published through the gate before production (presets) sees it
      await this.call('publishFamily', 'r1', { params: { id: family.id }, body: {} });
      const presets = await this.call<{ id: number }[]>('listFamilyPresets', 'r1', { params: { id: family.id } });
      return { id: family.id, presetId: presets[0]!.id, document };
    };
    return fresh ? make() : this.once('family:scratch', make);
  }
}

export const SVG_LOGO = {
  name: 'logo',
  filename: 'logo.svg',
  type: 'image/svg+xml',
  content: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a6"/></svg>',
};

export { DEMO_PASSWORD };
