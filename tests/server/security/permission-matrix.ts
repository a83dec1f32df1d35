/**
 * The access rules of the whole API as data: for every operation of
 * openapi.yaml, for each target (see `Target` in matrix-world.ts), the status
 * each principal must get, in the column order
 *
 *     anon  r1  r2  r3  r4  r5  ext  erp
 *
 * anon: no token; r1 manufacturer staff (reference client: installer A);
 * r2 user with validation, r3 administrator without confirmation, r4 user
 * without validation (all three of installer A); r5 administrator with
 * confirmation of trading group G (A's group; reference client G); ext: a
 * user (role 2) of E, an external client of A; erp: the ERP's service account
 * (role 6, ORDER_SYNC; a user of the manufacturer, its reference client).
 * `-`: no such cell.
 *
 * Statuses follow the contract: 401 without a token, 403 for a permission the
 * operation itself needs, 404 for a resource of a client the caller may not
 * act for (exactly like a missing one), else the operation's success status.
 * Where a principal may act on another client's resource it is written here
 * in the `other` or `group` row with the reason beside it.
 *
 * `request` builds the cell's request (its own fixtures for a cell that
 * changes state). A new operation of the contract needs its row here: a test
 * fails until it has one.
 */
import type { CellRequest, MatrixWorld, Principal, Target } from './matrix-world.ts';
import { SVG_LOGO } from './matrix-world.ts';
import { eq } from 'drizzle-orm';
import { quotes } from '../../../server/db/schema.ts';
import { familyToYaml } from '../../../engine/index.ts';

export interface MatrixRow {
  /**
   * The cell's request. `fresh`: the cell expects to change state (a 2xx), so
   * its resources are its own; a cell expected to be refused shares them
   * (were it wrongly let through, it is reported all the same).
   */
  request: (world: MatrixWorld, principal: Principal, target: Target, fresh: boolean) => CellRequest | Promise<CellRequest>;
  expect: Partial<Record<Target, string>>;
  /** Sign in anew for the cell: the operation spends the token. */
  spendsToken?: boolean;
}

//                        anon r1  r2  r3  r4  r5  ext erp
const ANYONE = (s: number) => `${s} ${s} ${s} ${s} ${s} ${s} ${s} ${s}`;
const SIGNED_IN = (s: number) => `401 ${s} ${s} ${s} ${s} ${s} ${s} ${s}`;
/** A quote (or its parts) of the caller's side: the ERP's reference client is the manufacturer, whose quotes these are not. */
const QUOTE_READ = '401 200 200 200 200 200 200 404';
/** A change to a quote of the caller's side (QUOTE_EDIT or QUOTE_CREATE, which the ERP lacks). */
const QUOTE_CHANGE = (s: number) => `401 ${s} ${s} ${s} ${s} ${s} ${s} 403`;
/** Another client's quote: hidden; a change still needs the permission first. */
const HIDDEN = '401 404 404 404 404 404 404 404';
const HIDDEN_CHANGE = '401 404 404 404 404 404 404 403';
const CATALOGUE_ADMIN = (s: number) => `401 ${s} 403 403 403 403 403 403`;

const none = (): CellRequest => ({});
/**
 * Puts a quote on bubble's version 1 behind a newer version in force (one
 * published once for the matrix), so that it may be repriced; answers the
 * number in force.
 */
async function behindTheTariff(w: MatrixWorld, quoteId: number): Promise<number> {
  const inForce = await w.once('family:bubble-newer', async () => {
    const family = await w.call<{ document: Record<string, unknown> }>('getFamily', 'r1', { params: { id: w.bubble.id } });
    await w.call('updateFamily', 'r1', { params: { id: w.bubble.id }, body: { document: { ...family.document, position: 97 } } });
    return (await w.call<{ number: number }>('publishFamily', 'r1', { params: { id: w.bubble.id }, body: { note: 'For the matrix' } })).number;
  });
  await w.server.db.update(quotes).set({ familyVersion: 1 }).where(eq(quotes.id, quoteId));
  return inForce;
}
const quoteId = (options: Parameters<MatrixWorld['quote']>[2] = {}) =>
  async (w: MatrixWorld, p: Principal, t: Target): Promise<CellRequest> => ({ params: { id: (await w.quote(p, t, options)).id } });
/** A pool project of the target's side; its own for a cell that changes it (`freshWhenChanging`). */
const projectId = ({ freshWhenChanging = false } = {}) =>
  async (w: MatrixWorld, p: Principal, t: Target, fresh: boolean): Promise<CellRequest> => ({ params: { id: (await w.project(p, t, { fresh: fresh && freshWhenChanging })).id } });
/** A change to a quote: a priced draft of the cell's own when it is to change it. */
const onQuoteChange = (extra: (w: MatrixWorld) => CellRequest | Promise<CellRequest> = () => ({})) =>
  async (w: MatrixWorld, p: Principal, t: Target, fresh: boolean): Promise<CellRequest> => {
    const quote = await w.quote(p, t, { fresh, priced: true });
    const more = await extra(w);
    return { ...more, params: { id: quote.id, ...more.params } };
  };
const onUser = (options: { changes?: boolean; pending?: boolean } = {}, extra: (t: Target) => CellRequest = () => ({})) =>
  async (w: MatrixWorld, p: Principal, t: Target, fresh: boolean): Promise<CellRequest> => {
    const user = await w.userOf(p, t, { fresh: fresh && options.changes === true, pending: options.pending === true });
    return { ...extra(t), params: { id: user.id } };
  };
/** An external client of the target's installer: E of installer A, or F of installer B (a new one for a change). */
/** A day `n` days from today (ISO): an order's dates fall between its own day and two years ahead. */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const onExternal = (extra: () => CellRequest = () => ({})) =>
  async (w: MatrixWorld, _p: Principal, t: Target, fresh: boolean): Promise<CellRequest> => ({ ...extra(), params: { id: await w.externalOf(t, { fresh }) } });
const onFamily = async (w: MatrixWorld): Promise<CellRequest> => ({ params: { id: w.bubble.id } });
const onScratchFamily = (extra: (document: Record<string, unknown>) => CellRequest = () => ({})) =>
  async (w: MatrixWorld, _p: Principal, _t: Target, fresh: boolean): Promise<CellRequest> => {
    const family = await w.scratchFamily({ fresh });
    const more = extra(family.document);
    return { ...more, params: { id: family.id, presetId: family.presetId, ...more.params } };
  };

/** A scratch family whose version 2 is scheduled for next week (made once per fresh family): its id. */
async function scheduledVersion(w: MatrixWorld, fresh: boolean): Promise<number> {
  const family = await w.scratchFamily({ fresh });
  if (fresh) {
    await w.call('updateFamily', 'r1', { params: { id: family.id }, body: { document: { ...family.document, position: 95 } } });
    await w.call('publishFamily', 'r1', { params: { id: family.id }, body: { effective_from: new Date(Date.now() + 7 * 86_400_000).toISOString() } });
  }
  return family.id;
}

export const MATRIX: Record<string, MatrixRow> = {
  // ------------------------------------------------------------ auth (public but logout)
  login: {
    request: (w) => ({ body: { identifier: w.users.r4.login, password: 'demo1234', accept_terms: true } }),
    expect: { none: ANYONE(200) },
  },
  logout: { request: none, spendsToken: true, expect: { none: SIGNED_IN(204) } },
  resetPassword: {
    request: (w) => ({ body: { identifier: w.users.r4.login, email: w.users.r4.email } }),
    expect: { none: ANYONE(202) },
  },

  // ------------------------------------------------------------ account
  getAccount: { request: none, expect: { none: SIGNED_IN(200) } },
  getAccountBilling: { request: none, expect: { none: SIGNED_IN(200) } },
  // r5's reference client is its trading group, the ERP's the manufacturer: not installers
  getAccountInstaller: { request: none, expect: { none: '401 200 200 200 200 404 200 404' } },
  listAccountClients: { request: none, expect: { none: '401 200 403 200 403 200 403 403' } },
  listAccountClientUsers: {
    request: (w, p, t) => ({ params: { id: w.companyOf(p, t) } }),
    expect: {
      own: '401 200 403 200 403 200 403 403',
      other: '401 200 403 404 403 404 403 403', // staff manage the users of every company
      group: '  -   -   -   -   - 200   -   -', // a group administrator manages its member installers' users
    },
  },
  resendSubscriptionLink: {
    request: onUser({ changes: true, pending: true }),
    expect: {
      own: '401 202 403 202 403 202 403 403',
      other: '401 202 403 404 403 404 403 403',
      group: '  -   -   -   -   - 202   -   -',
    },
  },

  // ------------------------------------------------------------ users
  createUser: {
    request: (w, p, t) => ({
      body: { company_id: w.companyOf(p, t), first_name: 'Matrix', last_name: 'Cell', email: `${w.unique('cell')}@example.com`, login: w.unique('matrix.cell.'), role_id: 4 },
    }),
    expect: {
      own: '401 201 403 201 403 201 403 403',
      other: '401 201 403 404 403 404 403 403',
      group: '  -   -   -   -   - 201   -   -',
    },
  },
  getUser: {
    request: onUser(),
    expect: {
      self: SIGNED_IN(200),
      own: '401 200 403 200 403 200 403 403',
      other: '401 200 403 404 403 404 403 403',
      group: '  -   -   -   -   - 200   -   -',
    },
  },
  updateUser: {
    // on itself a user changes its language; on anyone else a field that needs USER_MANAGEMENT
    request: onUser({ changes: true }, (t) => ({ body: t === 'self' ? { locale: 'nl' } : { first_name: 'Renamed' } })),
    expect: {
      self: SIGNED_IN(200),
      own: '401 200 403 200 403 200 403 403',
      other: '401 200 403 404 403 404 403 403',
      group: '  -   -   -   -   - 200   -   -',
    },
  },
  deleteUser: {
    request: onUser({ changes: true }, () => ({ body: { password: 'demo1234' } })),
    expect: {
      own: '401 204 403 204 403 204 403 403',
      other: '401 204 403 404 403 404 403 403',
      group: '  -   -   -   -   - 204   -   -',
    },
  },
  confirmAccount: {
    request: async (w) => {
      const password = 'Matrix-cell passphrase 2026';
      return { body: { token: await w.subscriptionToken(), password, password_confirmation: password } };
    },
    expect: { none: ANYONE(200) },
  },

  checkAccountLink: {
    request: async (w) => ({ body: { token: await w.subscriptionToken() } }),
    expect: { none: ANYONE(200) },
  },

  // ------------------------------------------------------------ access requests
  requestAccess: {
    request: (w) => ({ body: { company: 'Matrix Pools', contact_name: 'Cell Tester', email: `${w.unique('access')}@example.com`, country_code: 'BE' } }),
    expect: { none: ANYONE(202) },
  },
  listAccessRequests: { request: none, expect: { none: '401 200 403 403 403 403 403 403' } },
  declineAccessRequest: {
    request: async (w) => ({ params: { id: await w.loginAccessRequest() }, body: {} }),
    expect: { none: '401 200 403 403 403 403 403 403' },
  },
  acceptAccessRequest: {
    request: async (w) => ({ params: { id: await w.loginAccessRequest() }, body: {} }),
    expect: { none: '401 200 403 403 403 403 403 403' },
  },
  listExternalClientRequests: { request: none, expect: { none: '401 200 403 200 403 200 403 403' } },
  answerExternalClientRequest: {
    request: async (w, _p, t, fresh) => ({ params: { id: await w.accessRequest(t, { fresh }) }, body: { decision: 'accept', password: 'demo1234' } }),
    expect: {
      own: '401 200 403 200 403   - 403 403',
      other: '401 200 403 404 403 404 403 403',
      group: '  -   -   -   -   - 200   -   -',
    },
  },

  // ------------------------------------------------------------ external clients (r5's own client is a group: its externals are its members')
  listExternalClients: {
    request: (w, _p, t) => (t === 'other' ? { query: { installer_id: w.ids.otherInstaller } } : {}),
    expect: { own: '401 200 403 200 403 200 403 403', other: '401 200 403 404 403 404 403 403' },
  },
  createExternalClient: {
    request: (w, _p, t) => ({
      body: { company: 'Matrix Extern', address_1: 'Kerkstraat 1', country_code: 'BE', zipcode: '9000', city: 'Gent', ...(t === 'own' ? {} : { installer_id: w.installerOf(t) }) },
    }),
    expect: {
      own: '401 201 403 201 403   - 403 403',
      other: '401 201 403 404 403 404 403 403',
      group: '  -   -   -   -   - 201   -   -',
    },
  },
  getExternalClient: {
    request: onExternal(),
    expect: { own: '401 200 403 200 403   - 403 403', other: '401 200 403 404 403 404 403 403', group: '  -   -   -   -   - 200   -   -' },
  },
  updateExternalClient: {
    request: onExternal(() => ({ body: { phone: '+32 9 111 11 11' } })),
    expect: { own: '401 200 403 200 403   - 403 403', other: '401 200 403 404 403 404 403 403', group: '  -   -   -   -   - 200   -   -' },
  },
  deleteExternalClient: {
    request: onExternal(),
    expect: { own: '401 204 403 204 403   - 403 403', other: '401 204 403 404 403 404 403 403', group: '  -   -   -   -   - 204   -   -' },
  },

  // ------------------------------------------------------------ clients
  searchClients: { request: () => ({ query: { q: 'Zw' } }), expect: { none: '401 200 403 403 403 200 403 403' } },

  // ------------------------------------------------------------ quotes
  listQuotes: { request: none, expect: { none: SIGNED_IN(200) } },
  createQuote: {
    request: (w, p, t) => ({ body: { family_id: w.bubble.id, installer_id: w.installerOf(t) } }),
    expect: {
      own: QUOTE_CHANGE(201),
      other: HIDDEN_CHANGE, // staff too: another client's quotes need a switch of reference client first
    },
  },
  getQuote: {
    request: quoteId(),
    expect: {
      own: QUOTE_READ,
      other: HIDDEN,
      group: '  -   -   -   -   - 404   -   -', // a member's draft: the group sees its members' quotes from pending confirmation on
    },
  },
  updateQuote: {
    request: onQuoteChange(() => ({ body: { name: 'Renamed by the matrix' } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' },
  },
  deleteQuote: { request: onQuoteChange(), expect: { own: QUOTE_CHANGE(204), other: HIDDEN_CHANGE } },
  duplicateQuote: {
    request: async (w, p, t) => ({ params: { id: (t === 'group' ? (await w.validatedQuote(p, t)).quote : await w.quote(p, t, { priced: true })).id } }),
    expect: {
      own: QUOTE_CHANGE(201),
      other: HIDDEN_CHANGE,
      group: '  -   -   -   -   - 201   -   -', // a member's quote in the group's confirmation queue
    },
  },
  calculateQuote: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  getQuoteRepricing: {
    request: async (w, p, t) => {
      const quote = await w.quote(p, t, { priced: true });
      await behindTheTariff(w, quote.id);
      return { params: { id: quote.id } };
    },
    expect: { own: QUOTE_READ, other: HIDDEN },
  },
  repriceQuote: {
    request: async (w, p, t, fresh) => {
      const quote = await w.quote(p, t, { fresh, priced: true });
      return { params: { id: quote.id }, body: { version: await behindTheTariff(w, quote.id) } };
    },
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  saveQuoteCalculation: {
    request: onQuoteChange(() => ({ body: { currency: 'EUR', vat_rate: 21, exchange_rate: 1 } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  getQuoteCustomisation: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  saveQuoteCustomisation: {
    request: onQuoteChange(() => ({ body: { introduction: 'Written by the matrix' } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  resetQuoteCustomisation: { request: onQuoteChange(), expect: { own: QUOTE_CHANGE(204), other: HIDDEN_CHANGE } },
  uploadQuoteLogo: { request: onQuoteChange(() => ({ parts: [SVG_LOGO] })), expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE } },
  getQuoteLogo: {
    request: async (w, p, t) => ({ params: { id: (await w.quoteWithLogo(p, t)).id } }),
    expect: { own: QUOTE_READ, other: HIDDEN },
  },
  getQuoteClient: { request: quoteId(), expect: { own: QUOTE_READ, other: HIDDEN } },
  updateQuoteClient: {
    request: onQuoteChange(() => ({ body: { billing: 'direct' } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  validateQuote: {
    request: onQuoteChange(() => ({ parts: [{ name: 'accept_terms', content: 'true' }] })),
    expect: { own: '401 200 200 200 403 200 200 403', other: '401 404 404 404 403 404 404 403' },
  },
  confirmQuote: {
    request: async (w, p, t, fresh) => ({
      params: { id: (await w.validatedQuote(p, t, { fresh, otherGroup: t === 'other' })).quote.id },
      body: { decision: 'confirm' },
    }),
    expect: {
      own: '401 200 403 403 403 200 403 403', // staff hold ORDER_CONFIRM for their reference client's quotes
      // pending another trading group's confirmation: staff (the order desk sees every order) may confirm it
      other: '401 200 403 403 403 404 403 403',
      group: '  -   -   -   -   - 200   -   -', // its member's quote billed through its group
    },
  },
  getQuotePdf: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  getQuotePurchaseOrder: {
    request: async (w, p, t) => ({ params: { id: (await w.validatedQuote(p, t)).quote.id } }),
    expect: {
      own: QUOTE_READ,
      other: HIDDEN,
      group: '  -   -   -   -   - 200   -   -', // a member's quote billed through the group, pending its confirmation
    },
  },
  listQuotePresets: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  applyQuotePreset: {
    request: onQuoteChange(async (w) => ({ body: { preset_id: (await w.bubblePreset()).id } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },

  // ------------------------------------------------------------ quote data
  listQuoteData: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  createQuoteData: {
    request: async (w, p, t, fresh) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh });
      return { params: { id }, body: { question_id: row.question_id, answer_id: row.answer_id } };
    },
    expect: { own: QUOTE_CHANGE(201), other: HIDDEN_CHANGE },
  },
  replaceQuoteData: {
    request: onQuoteChange(() => ({ body: { step_id: 3, rows: [] } })),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  getQuoteData: {
    request: async (w, p, t) => {
      const { quoteId: id, row } = await w.dataRow(p, t);
      return { params: { id, dataId: row.id } };
    },
    expect: { own: QUOTE_READ, other: HIDDEN },
  },
  updateQuoteData: {
    request: async (w, p, t, fresh) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh });
      return { params: { id, dataId: row.id }, body: { question_id: row.question_id, answer_id: row.answer_id } };
    },
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE },
  },
  deleteQuoteData: {
    request: async (w, p, t, fresh) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh });
      return { params: { id, dataId: row.id } };
    },
    expect: { own: QUOTE_CHANGE(204), other: HIDDEN_CHANGE },
  },

  // ------------------------------------------------------------ inconsistencies
  listQuoteInconsistencies: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  getQuoteInconsistencyReport: { request: quoteId({ priced: true }), expect: { own: QUOTE_READ, other: HIDDEN } },
  listInconsistencyCategories: { request: none, expect: { none: SIGNED_IN(200) } },

  // ------------------------------------------------------------ orders
  listProjects: { request: none, expect: { none: SIGNED_IN(200) } },
  createProject: { request: () => ({ body: { name: 'Matrix project', pool: { shape: 'rectangle', length_m: 8, width_m: 4 } } }), expect: { none: QUOTE_CHANGE(201) } },
  getProject: {
    request: projectId(),
    expect: {
      own: QUOTE_READ,
      other: HIDDEN,
      group: '  -   -   -   -   - 200   -   -', // a member's project holding a quote in the group's confirmation queue
    },
  },
  updateProject: {
    request: async (w, p, t, fresh) => ({ params: { id: (await w.project(p, t, { fresh })).id }, body: { version: 1, name: 'Renamed by the matrix' } }),
    // the group reads its members' projects but does not change them
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' },
  },
  deleteProject: { request: projectId({ freshWhenChanging: true }), expect: { own: QUOTE_CHANGE(204), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' } },
  listProjectPhotos: { request: projectId(), expect: { own: QUOTE_READ, other: HIDDEN, group: '  -   -   -   -   - 200   -   -' } },
  uploadProjectPhoto: {
    request: async (w, p, t) => ({ params: { id: (await w.project(p, t)).id }, parts: [w.photoPart()] }),
    expect: { own: QUOTE_CHANGE(201), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' },
  },
  getProjectPhoto: {
    request: async (w, p, t) => {
      const { projectId: id, photoId } = await w.projectPhoto(p, t);
      return { params: { id, photoId } };
    },
    expect: { own: QUOTE_READ, other: HIDDEN, group: '  -   -   -   -   - 200   -   -' },
  },
  deleteProjectPhoto: {
    request: async (w, p, t, fresh) => {
      const { projectId: id, photoId } = await w.projectPhoto(p, t, { fresh });
      return { params: { id, photoId } };
    },
    expect: { own: QUOTE_CHANGE(204), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' },
  },
  getProjectPoolImpact: {
    request: async (w, p, t) => ({ params: { id: (await w.project(p, t)).id }, body: { pool: { shape: 'rectangle', length_m: 9, width_m: 4 } } }),
    expect: { own: QUOTE_READ, other: HIDDEN, group: '  -   -   -   -   - 200   -   -' }, // saves nothing: whoever sees the project may ask
  },
  validateProjectQuotes: {
    // every quote of its own: each answers in the results (the 200 says nothing of them), the project sets the status
    request: async (w, p, t, fresh) => {
      const project = await w.project(p, t, { fresh });
      const { quote } = t === 'group' ? { quote: { id: 1 } } : { quote: await w.quote(p, t, { fresh: true, priced: true }) };
      return { params: { id: project.id }, body: { quote_ids: [quote.id], accept_terms: true } };
    },
    expect: { own: '401 200 200 200 403 200 200 403', other: '401 404 404 404 403 404 404 403', group: '  -   -   -   -   - 404   -   -' },
  },
  getProjectProposal: { request: projectId(), expect: { own: QUOTE_READ, other: HIDDEN, group: '  -   -   -   -   - 200   -   -' } },
  getProjectProposalPdf: {
    request: async (w, p, t) => ({ params: { id: (await w.proposalProject(p, t)).id } }),
    expect: { own: QUOTE_READ, other: HIDDEN, group: '  -   -   -   -   - 200   -   -' },
  },
  saveProjectProposal: {
    request: async (w, p, t) => ({ params: { id: (await w.project(p, t)).id }, body: { items: [], language: 'fr' } }),
    expect: { own: QUOTE_CHANGE(200), other: HIDDEN_CHANGE, group: '  -   -   -   -   - 404   -   -' },
  },
  listOrders: { request: none, expect: { none: SIGNED_IN(200) } },
  getOrderPurchaseOrder: {
    request: async (w, p, t) => ({ query: { path: (await w.validatedQuote(p, t)).order.purchase_order_path! } }),
    expect: {
      own: SIGNED_IN(200),
      other: '401 200 404 404 404 404 404 200', // the order desk (staff) and the ERP see every order
      group: '  -   -   -   -   - 200   -   -', // an order billed through its group
    },
  },
  getOrder: {
    request: async (w, p, t) => ({ params: { id: (await w.validatedQuote(p, t)).order.id } }),
    expect: { own: SIGNED_IN(200), other: '401 200 404 404 404 404 404 200', group: '  -   -   -   -   - 200   -   -' },
  },
  updateOrder: {
    // an order at the order desk (billed directly) accepted with its dates: the order desk's or the ERP's
    request: async (w, p, t, fresh) => ({
      params: { id: (await w.validatedQuote(p, t, { fresh, direct: true })).order.id },
      body: { manufacture_date: inDays(5), ex_works_date: inDays(12) },
    }),
    expect: { own: '401 200 403 403 403 403 403 200', other: '401 200 403 403 403 403 403 200' },
  },

  // ------------------------------------------------------------ outbox (the order desk's failed messages: no client's)
  listFailedMessages: { request: none, expect: { none: '401 200 403 403 403 403 403 403' } },
  resendMessage: { request: async (w) => ({ params: { id: await w.failedMessage() } }), expect: { none: '401 200 403 403 403 403 403 403' } },

  // ------------------------------------------------------------ reference data (public, or any signed-in user)
  getAppSettings: { request: none, expect: { none: ANYONE(200) } },
  listLocales: { request: none, expect: { none: ANYONE(200) } },
  listCountries: { request: none, expect: { none: ANYONE(200) } },
  listFamilies: { request: none, expect: { none: SIGNED_IN(200) } },
  getFamily: { request: onFamily, expect: { none: SIGNED_IN(200) } },
  getFamilyDefinition: { request: onFamily, expect: { none: SIGNED_IN(200) } },
  listFamilySteps: { request: onFamily, expect: { none: SIGNED_IN(200) } },
  getFamilyStep: { request: async (w) => ({ params: { id: w.bubble.id, stepId: 2 } }), expect: { none: SIGNED_IN(200) } },
  listFamilyPresets: { request: onFamily, expect: { none: SIGNED_IN(200) } },
  getFamilyPreset: {
    request: async (w) => ({ params: { id: w.bubble.id, presetId: (await w.bubblePreset()).id } }),
    expect: { none: SIGNED_IN(200) },
  },
  listQuestions: { request: (w) => ({ query: { family_id: w.bubble.id } }), expect: { none: SIGNED_IN(200) } },
  listQuestionAnswers: {
    request: async (w) => {
      const rows = await w.dataRow('r2', 'own');
      return { params: { id: rows.row.question_id } };
    },
    expect: { none: SIGNED_IN(200) },
  },
  listCategories: { request: none, expect: { none: SIGNED_IN(200) } },

  // ------------------------------------------------------------ catalogue administration (a scratch family per cell)
  createFamily: { request: (w) => ({ body: { document: w.familyDocument() } }), expect: { none: CATALOGUE_ADMIN(201) } },
  updateFamily: {
    request: onScratchFamily((document) => ({ body: { document: { ...document, position: 99 } } })),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
  deleteFamily: { request: onScratchFamily(), expect: { none: CATALOGUE_ADMIN(204) } },
  createFamilyStep: {
    request: onScratchFamily(() => ({ body: { key: 'finish', title: { en: 'Finish' } } })),
    expect: { none: CATALOGUE_ADMIN(201) },
  },
  updateFamilyStep: {
    request: onScratchFamily(() => ({ params: { stepId: 3 }, body: { title: { en: 'Extras and lights' } } })),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
  deleteFamilyStep: { request: onScratchFamily(() => ({ params: { stepId: 3 } })), expect: { none: CATALOGUE_ADMIN(204) } },
  createFamilyPreset: {
    request: onScratchFamily(() => ({ body: { key: 'empty', title: { en: 'Empty' }, answers: {} } })),
    expect: { none: CATALOGUE_ADMIN(201) },
  },
  updateFamilyPreset: {
    request: onScratchFamily(() => ({ body: { title: { en: 'Renamed' } } })),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
  deleteFamilyPreset: { request: onScratchFamily(), expect: { none: CATALOGUE_ADMIN(204) } },

  // ------------------------------------------------------------ family versions (a scratch family whose draft differs from its version 1)
  publishFamily: {
    request: async (w, _p, _t, fresh) => {
      const family = await w.scratchFamily({ fresh });
      await w.call('updateFamily', 'r1', { params: { id: family.id }, body: { document: { ...family.document, position: 98 } } });
      return { params: { id: family.id }, body: { note: 'Position 98' } };
    },
    expect: { none: CATALOGUE_ADMIN(201) },
  },
  listFamilyVersions: { request: onFamily, expect: { none: CATALOGUE_ADMIN(200) } },
  getFamilyVersion: { request: async (w) => ({ params: { id: w.bubble.id, number: 1 } }), expect: { none: CATALOGUE_ADMIN(200) } },
  getFamilyDiff: { request: async (w) => ({ params: { id: w.bubble.id }, query: { from: '1', to: 'draft' } }), expect: { none: CATALOGUE_ADMIN(200) } },
  getFamilyImpact: { request: onFamily, expect: { none: CATALOGUE_ADMIN(200) } },
  exportFamilyFile: { request: onFamily, expect: { none: CATALOGUE_ADMIN(200) } },
  importFamilyFile: {
    request: onScratchFamily((document) => ({ body: familyToYaml(document), contentType: 'application/yaml' })),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
  republishFamilyVersion: {
    request: async (w, _p, _t, fresh) => {
      const family = await w.scratchFamily({ fresh });
      if (fresh) {
        // version 2 differs from version 1, which is then published again as version 3
        await w.call('updateFamily', 'r1', { params: { id: family.id }, body: { document: { ...family.document, position: 96 } } });
        await w.call('publishFamily', 'r1', { params: { id: family.id }, body: {} });
      }
      return { params: { id: family.id, number: 1 }, body: { note: 'Back to version 1' } };
    },
    expect: { none: CATALOGUE_ADMIN(201) },
  },
  setFamilyActive: { request: onScratchFamily(() => ({ body: { active: true } })), expect: { none: CATALOGUE_ADMIN(200) } },
  moveFamilyVersion: {
    request: async (w, _p, _t, fresh) => ({ params: { id: await scheduledVersion(w, fresh), number: 2 }, body: { effective_from: new Date(Date.now() + 14 * 86_400_000).toISOString() } }),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
  cancelFamilyVersion: {
    request: async (w, _p, _t, fresh) => ({ params: { id: await scheduledVersion(w, fresh), number: 2 } }),
    expect: { none: CATALOGUE_ADMIN(200) },
  },
};
