/**
 * The access rules of the whole API as data: for every operation of
 * openapi.yaml, for each target (see `Target` in matrix-world.ts), the status
 * each principal must get, in the column order
 *
 *     anon  r1  r2  r3  r4  r5  ext
 *
 * anon: no token; r1 manufacturer staff (reference client: installer A);
 * r2 user with validation, r3 administrator without confirmation, r4 user
 * without validation (all three of installer A); r5 administrator with
 * confirmation of trading group G (A's group; reference client G); ext: a
 * user (role 2) of E, an external client of A. `-`: no such cell.
 *
 * Statuses follow the contract: 401 without a token, 403 for a permission the
 * operation itself needs, 404 for a resource of a client the caller may not
 * act for (exactly like a missing one), else the operation's success status.
 * Where a principal may act on another client's resource it is written here
 * in the `other` or `group` row with the reason beside it.
 *
 * `request` builds the cell's request (fresh fixtures for a cell that
 * changes state); `awaiting` marks an operation not implemented on main yet,
 * whose cells are listed as to-do until it lands.
 */
import type { CellRequest, MatrixWorld, Principal, Target } from './matrix-world.ts';
import { SVG_LOGO } from './matrix-world.ts';

export interface MatrixRow {
  request: (world: MatrixWorld, principal: Principal, target: Target) => CellRequest | Promise<CellRequest>;
  expect: Partial<Record<Target, string>>;
  /** Sign in anew for the cell: the operation spends the token. */
  spendsToken?: boolean;
  /** The branch whose landing implements the operation. */
  awaiting?: string;
}

//                       anon r1  r2  r3  r4  r5  ext
const ANYONE = (s: number) => `${s} ${s} ${s} ${s} ${s} ${s} ${s}`;
const SIGNED_IN = (s: number) => `401 ${s} ${s} ${s} ${s} ${s} ${s}`;
const HIDDEN = '401 404 404 404 404 404 404';
const CATALOGUE_ADMIN = (s: number) => `401 ${s} 403 403 403 403 403`;

const none = (): CellRequest => ({});
const quoteId = (options: Parameters<MatrixWorld['quote']>[2] = {}) =>
  async (w: MatrixWorld, p: Principal, t: Target): Promise<CellRequest> => ({ params: { id: (await w.quote(p, t, options)).id } });
/** A change to a quote: a fresh priced draft per cell. */
const onFreshQuote = (extra: (w: MatrixWorld) => CellRequest | Promise<CellRequest> = () => ({})) =>
  async (w: MatrixWorld, p: Principal, t: Target): Promise<CellRequest> => {
    const quote = await w.quote(p, t, { fresh: true, priced: true });
    const more = await extra(w);
    return { ...more, params: { id: quote.id, ...more.params } };
  };
const onUser = (options: { fresh?: boolean; pending?: boolean } = {}, extra: (t: Target) => CellRequest = () => ({})) =>
  async (w: MatrixWorld, p: Principal, t: Target): Promise<CellRequest> => {
    const user = await w.userOf(p, t, options);
    return { ...extra(t), params: { id: user.id } };
  };
/** An external client of the target's installer: E of installer A, or F of installer B. */
const onExternal = (extra: () => CellRequest = () => ({})) =>
  async (w: MatrixWorld, _p: Principal, t: Target): Promise<CellRequest> => ({ ...extra(), params: { id: w.externalOf(t) } });
const onFamily = async (w: MatrixWorld): Promise<CellRequest> => ({ params: { id: w.bubble.id } });
const onScratchFamily = (extra: (document: Record<string, unknown>) => CellRequest = () => ({})) =>
  async (w: MatrixWorld): Promise<CellRequest> => {
    const family = await w.scratchFamily({ fresh: true });
    const more = extra(family.document);
    return { ...more, params: { id: family.id, presetId: family.presetId, ...more.params } };
  };

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
  // r5's reference client is its trading group, not an installer
  getAccountInstaller: { request: none, expect: { none: '401 200 200 200 200 404 200' } },
  listAccountClients: { request: none, awaiting: 'accounts', expect: { none: '401 200 403 200 403 200 403' } },
  listAccountClientUsers: {
    request: (w, p, t) => ({ params: { id: w.companyOf(p, t) } }),
    awaiting: 'accounts',
    expect: {
      own: '401 200 403 200 403 200 403',
      other: '401 200 403 404 403 404 403', // staff manage the users of every company
      group: '  -   -   -   -   - 200   -', // a group administrator manages its member installers' users
    },
  },
  resendSubscriptionLink: {
    request: onUser({ fresh: true, pending: true }),
    awaiting: 'accounts',
    expect: {
      own: '401 202 403 202 403 202 403',
      other: '401 202 403 404 403 404 403',
      group: '  -   -   -   -   - 202   -',
    },
  },

  // ------------------------------------------------------------ users
  createUser: {
    request: (w, p, t) => ({
      body: { company_id: w.companyOf(p, t), first_name: 'Matrix', last_name: 'Cell', email: `${w.unique('cell')}@example.com`, login: w.unique('matrix.cell.'), role_id: 4 },
    }),
    awaiting: 'accounts',
    expect: {
      own: '401 201 403 201 403 201 403',
      other: '401 201 403 404 403 404 403',
      group: '  -   -   -   -   - 201   -',
    },
  },
  getUser: {
    request: onUser(),
    awaiting: 'accounts', // being rewritten there: a user without USER_MANAGEMENT gets 404, the contract says 403
    expect: {
      self: SIGNED_IN(200),
      own: '401 200 403 200 403 200 403',
      other: '401 200 403 404 403 404 403',
      group: '  -   -   -   -   - 200   -',
    },
  },
  updateUser: {
    // on itself a user changes its language; on anyone else a field that needs USER_MANAGEMENT
    request: onUser({ fresh: true }, (t) => ({ body: t === 'self' ? { locale: 'nl' } : { first_name: 'Renamed' } })),
    awaiting: 'accounts', // as getUser
    expect: {
      self: SIGNED_IN(200),
      own: '401 200 403 200 403 200 403',
      other: '401 200 403 404 403 404 403',
      group: '  -   -   -   -   - 200   -',
    },
  },
  deleteUser: {
    request: onUser({ fresh: true }, () => ({ body: { password: 'demo1234' } })),
    awaiting: 'accounts',
    expect: {
      own: '401 204 403 204 403 204 403',
      other: '401 204 403 404 403 404 403',
      group: '  -   -   -   -   - 204   -',
    },
  },
  confirmAccount: { request: none, awaiting: 'accounts', expect: { none: ANYONE(200) } },

  // ------------------------------------------------------------ access requests
  requestAccess: {
    request: (w) => ({ body: { company: 'Matrix Pools', contact_name: 'Cell Tester', email: `${w.unique('access')}@example.com`, country_code: 'BE' } }),
    expect: { none: ANYONE(202) },
  },
  listExternalClientRequests: { request: none, awaiting: 'accounts', expect: { none: '401 200 403 200 403 200 403' } },
  answerExternalClientRequest: {
    request: none,
    awaiting: 'accounts',
    expect: {
      own: '401 200 403 200 403   - 403',
      other: '401 200 403 404 403 404 403',
      group: '  -   -   -   -   - 200   -',
    },
  },

  // ------------------------------------------------------------ external clients (r5's own client is a group: its externals are its members')
  listExternalClients: {
    request: (w, _p, t) => (t === 'other' ? { query: { installer_id: w.ids.otherInstaller } } : {}),
    awaiting: 'accounts',
    expect: { own: '401 200 403 200 403 200 403', other: '401 200 403 404 403 404 403' },
  },
  createExternalClient: {
    request: (w, _p, t) => ({
      body: { company: 'Matrix Extern', address_1: 'Kerkstraat 1', country_code: 'BE', zipcode: '9000', city: 'Gent', ...(t === 'own' ? {} : { installer_id: w.installerOf('r1', t) }) },
    }),
    awaiting: 'accounts',
    expect: {
      own: '401 201 403 201 403   - 403',
      other: '401 201 403 404 403 404 403',
      group: '  -   -   -   -   - 201   -',
    },
  },
  getExternalClient: {
    request: onExternal(),
    awaiting: 'accounts',
    expect: { own: '401 200 403 200 403   - 403', other: '401 200 403 404 403 404 403', group: '  -   -   -   -   - 200   -' },
  },
  updateExternalClient: {
    request: onExternal(() => ({ body: { phone: '+32 9 111 11 11' } })),
    awaiting: 'accounts',
    expect: { own: '401 200 403 200 403   - 403', other: '401 200 403 404 403 404 403', group: '  -   -   -   -   - 200   -' },
  },
  deleteExternalClient: {
    request: onExternal(),
    awaiting: 'accounts',
    expect: { own: '401 204 403 204 403   - 403', other: '401 204 403 404 403 404 403', group: '  -   -   -   -   - 204   -' },
  },

  // ------------------------------------------------------------ clients
  searchClients: { request: () => ({ query: { q: 'Zw' } }), expect: { none: '401 200 403 403 403 200 403' } },

  // ------------------------------------------------------------ quotes
  listQuotes: { request: none, expect: { none: SIGNED_IN(200) } },
  createQuote: {
    request: (w, p, t) => ({ body: { family_id: w.bubble.id, installer_id: w.installerFor(p, t) } }),
    expect: {
      own: SIGNED_IN(201),
      other: HIDDEN, // staff too: another client's quotes need a switch of reference client first
    },
  },
  getQuote: {
    request: quoteId(),
    expect: {
      own: SIGNED_IN(200),
      other: HIDDEN,
      group: '  -   -   -   -   - 404   -', // a member's draft: the group sees its members' quotes from pending confirmation on
    },
  },
  updateQuote: {
    request: onFreshQuote(() => ({ body: { name: 'Renamed by the matrix' } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN, group: '  -   -   -   -   - 404   -' },
  },
  deleteQuote: { request: onFreshQuote(), expect: { own: SIGNED_IN(204), other: HIDDEN } },
  duplicateQuote: {
    request: async (w, p, t) => ({ params: { id: (t === 'group' ? await w.validatedQuote(p, t) : await w.quote(p, t, { priced: true })).id } }),
    expect: {
      own: SIGNED_IN(201),
      other: HIDDEN,
      group: '  -   -   -   -   - 201   -', // a member's quote in the group's confirmation queue
    },
  },
  calculateQuote: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  saveQuoteCalculation: {
    request: onFreshQuote(() => ({ body: { currency: 'EUR', vat_rate: 21, exchange_rate: 1 } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  getQuoteCustomisation: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  saveQuoteCustomisation: {
    request: onFreshQuote(() => ({ body: { introduction: 'Written by the matrix' } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  resetQuoteCustomisation: { request: onFreshQuote(), expect: { own: SIGNED_IN(204), other: HIDDEN } },
  uploadQuoteLogo: { request: onFreshQuote(() => ({ parts: [SVG_LOGO] })), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  getQuoteLogo: {
    request: async (w, p, t) => ({ params: { id: (await w.quoteWithLogo(p, t)).id } }),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  getQuoteClient: { request: quoteId(), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  updateQuoteClient: {
    request: onFreshQuote(() => ({ body: { billing: 'direct' } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  validateQuote: {
    request: onFreshQuote(() => ({ parts: [{ name: 'accept_terms', content: 'true' }] })),
    expect: { own: '401 200 200 200 403 200 200', other: '401 404 404 404 403 404 404' },
  },
  confirmQuote: {
    request: quoteId(),
    awaiting: 'orders',
    expect: { own: '401 200 403 403 403 200 403', other: '401 404 403 403 403 404 403' },
  },
  getQuotePdf: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  getQuotePurchaseOrder: {
    request: async (w, p, t) => ({ params: { id: (await w.validatedQuote(p, t)).id } }),
    expect: {
      own: SIGNED_IN(200),
      other: HIDDEN,
      group: '  -   -   -   -   - 200   -', // a member's quote billed through the group, pending its confirmation
    },
  },
  listQuotePresets: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  applyQuotePreset: {
    request: onFreshQuote(async (w) => ({ body: { preset_id: (await w.bubblePreset()).id } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },

  // ------------------------------------------------------------ quote data
  listQuoteData: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  createQuoteData: {
    request: async (w, p, t) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh: true });
      return { params: { id }, body: { question_id: row.question_id, answer_id: row.answer_id } };
    },
    expect: { own: SIGNED_IN(201), other: HIDDEN },
  },
  replaceQuoteData: {
    request: onFreshQuote(() => ({ body: { step_id: 3, rows: [] } })),
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  getQuoteData: {
    request: async (w, p, t) => {
      const { quoteId: id, row } = await w.dataRow(p, t);
      return { params: { id, dataId: row.id } };
    },
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  updateQuoteData: {
    request: async (w, p, t) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh: true });
      return { params: { id, dataId: row.id }, body: { question_id: row.question_id, answer_id: row.answer_id } };
    },
    expect: { own: SIGNED_IN(200), other: HIDDEN },
  },
  deleteQuoteData: {
    request: async (w, p, t) => {
      const { quoteId: id, row } = await w.dataRow(p, t, { fresh: true });
      return { params: { id, dataId: row.id } };
    },
    expect: { own: SIGNED_IN(204), other: HIDDEN },
  },

  // ------------------------------------------------------------ inconsistencies
  listQuoteInconsistencies: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  getQuoteInconsistencyReport: { request: quoteId({ priced: true }), expect: { own: SIGNED_IN(200), other: HIDDEN } },
  listInconsistencyCategories: { request: none, expect: { none: SIGNED_IN(200) } },

  // ------------------------------------------------------------ orders
  listOrders: { request: none, awaiting: 'orders', expect: { none: SIGNED_IN(200) } },
  getOrderPurchaseOrder: { request: none, awaiting: 'orders', expect: { own: SIGNED_IN(200), other: HIDDEN } },
  getOrder: { request: none, awaiting: 'orders', expect: { own: SIGNED_IN(200), other: '401 200 404 404 404 404 404' } },
  updateOrder: { request: none, awaiting: 'orders', expect: { own: '401 200 403 403 403 403 403', other: '401 200 403 403 403 403 403' } },

  // ------------------------------------------------------------ outbox (the order desk's failed messages: no client's)
  listFailedMessages: { request: none, expect: { none: '401 200 403 403 403 403 403' } },
  resendMessage: { request: async (w) => ({ params: { id: await w.failedMessage() } }), expect: { none: '401 200 403 403 403 403 403' } },

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
};
