/**
 * Drizzle schema: the single description of the database. Migrations in
 * server/db/migrations are generated from it with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  foreignKey,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The manufacturer, trading groups, installers and external clients. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['manufacturer', 'group', 'installer', 'external'] }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    vatNumber: text('vat_number'),
    address1: text('address_1'),
    address2: text('address_2'),
    address3: text('address_3'),
    address4: text('address_4'),
    zipcode: text('zipcode'),
    city: text('city'),
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    /** Installer: the trading group that bills it, if any. */
    groupId: integer('group_id').references((): AnyPgColumn => companies.id),
    /** External client: the installer whose main account it quotes under. */
    installerId: integer('installer_id').references((): AnyPgColumn => companies.id),
    /** Negotiated discount in basis points (3500 = 35.00 %). */
    discountBp: integer('discount_bp').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('companies_group_idx').on(t.groupId),
    index('companies_installer_idx').on(t.installerId),
    check('companies_discount_range', sql`${t.discountBp} between 0 and 10000`),
  ],
);

/** Roles 1 to 5 with their permission lists (see server/auth/permissions.ts). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Current reference client (spec: client_id). */
    clientId: integer('client_id').references(() => companies.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    civility: text('civility', { enum: ['mr', 'mrs', 'ms'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    login: text('login').notNull(),
    /** Null until the user completes the subscription. */
    passwordHash: text('password_hash'),
    locale: text('locale', { enum: ['fr', 'en', 'de', 'es', 'nl', 'it'] }).notNull().default('fr'),
    active: boolean('active').notNull().default(true),
    canManageUsers: boolean('can_manage_users').notNull().default(false),
    canManageExternalClients: boolean('can_manage_external_clients').notNull().default(false),
    subscriptionStatus: text('subscription_status', { enum: ['pending', 'active', 'ended'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_login_unique').on(sql`lower(${t.login})`), index('users_company_idx').on(t.companyId)],
);

/** Bearer tokens, stored as SHA-256 hashes of 256-bit random values. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** With remember-me: the last moment an expired token may be exchanged for a new one. */
    renewUntil: timestamp('renew_until', { withTimezone: true }),
    /** Set when the token was exchanged for a new one (renewal). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
);

/** Requests for an account sent from the login page ("request access"). */
export const accessRequests = pgTable('access_requests', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  countryCode: text('country_code').notNull(),
  message: text('message'),
  locale: text('locale').notNull(),
  status: text('status', { enum: ['pending', 'accepted', 'refused'] }).notNull().default('pending'),
  createdAt: createdAt(),
  /** When and by whom it was accepted or declined (null while new). */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredById: integer('answered_by_id').references((): AnyPgColumn => users.id),
  /** Declined: the reason told to the visitor, when given. */
  reason: text('reason'),
  /** Accepted: the company created for it. */
  companyId: integer('company_id').references((): AnyPgColumn => companies.id),
});

/**
 * Product families. `document` is the family's step-DSL document, the single
 * source of its steps, questions, rules and prices; it is compiled by the
 * engine when read.
 */
export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  document: jsonb('document').notNull(),
  /** SHA-256 of the family file at its last import from a file (null once changed through the API). */
  sourceHash: text('source_hash'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Published versions of a family: the dated price lists production reads.
 * `families.document` is the family's draft; publishing copies it here as
 * the next number. A row's document never changes; only a version still
 * scheduled may be moved (effective_from) or cancelled (cancelled_at). The
 * version in force is the one not cancelled with the greatest
 * `effective_from` not after now (ties: the greatest number), and quotes
 * keep the number that priced them.
 */
export const familyVersions = pgTable(
  'family_versions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when published by the command-line import. */
    publishedById: integer('published_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Set when a scheduled version is cancelled before it takes effect: it never comes into force (its number is not reused). The one change a version row may take, with moving a scheduled version's effective_from. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_versions_family_number').on(t.familyId, t.number),
    index('family_versions_in_force_idx').on(t.familyId, t.effectiveFrom, t.number),
    check('family_versions_number_positive', sql`${t.number} >= 1`),
  ],
);

/**
 * Ids of a family's keyed items (questions, answers `question.answer`,
 * categories, inconsistency categories, presets). A key keeps its id across
 * re-imports, so saved answers keep pointing at the same question and answer;
 * rows are never deleted while the family exists.
 */
export const catalogueIds = pgTable(
  'catalogue_ids',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question', 'answer', 'category', 'inconsistency_category', 'preset'] }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [uniqueIndex('catalogue_ids_family_kind_key').on(t.familyId, t.kind, t.key)],
);

/**
 * Pool projects (issue 32): one measured pool of an end customer, from which
 * quotes of several families are made. Tenancy as quotes: the reference
 * client, and the external company when an external client's user made it.
 * `number` (`P-2026-000123`) is taken from the quotes' id series, so that no
 * quote's own project number is ever a project's. `end_customer`,
 * `site_address` and `pool` are the contract's shapes (snake_case);
 * `version` grows at every change.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => companies.id),
    externalCompanyId: integer('external_company_id').references(() => companies.id),
    name: text('name').notNull(),
    endCustomer: jsonb('end_customer').$type<Record<string, string | null>>().notNull().default({}),
    siteAddress: jsonb('site_address').$type<Record<string, string | null>>().notNull().default({}),
    pool: jsonb('pool').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_client_idx').on(t.clientId, t.createdAt)],
);

/** The photos of a project's pool (files of kind `project_photo`). */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [index('project_photos_project_idx').on(t.projectId, t.id)],
);

/** A project's proposal settings (the contract's `ProposalInput`), once saved. */
export const projectProposals = pgTable('project_proposals', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quotes. `answers` (question id -> answer) is the saved answer map the
 * engine reads; `quote_data` holds the same answers row by row for the
 * nested data resource, rewritten in the same transaction. `version` grows
 * at every change, so that a save from a stale copy is refused.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** The reference client (installer or trading group) the quote belongs to. */
    clientId: integer('client_id')
      .notNull()
      .references(() => companies.id),
    /** Set when an external client's user made it: only that company's users and the installer's see it. */
    externalCompanyId: integer('external_company_id').references(() => companies.id),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id),
    /** The family version that prices the quote (set at creation, moved only by repricing). */
    familyVersion: integer('family_version').notNull(),
    name: text('name').notNull(),
    reference: text('reference').notNull().unique(),
    projectNumber: text('project_number').notNull(),
    /** The pool project the quote was started from or attached to; it then carries the project's number. */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id),
    /** Question ids whose answer came from the project's pool and was not changed since. */
    answersFromPool: jsonb('answers_from_pool').$type<string[]>().notNull().default([]),
    billing: text('billing', { enum: ['group', 'direct'] }).notNull(),
    billingClientId: integer('billing_client_id').references(() => companies.id),
    installerId: integer('installer_id').references(() => companies.id),
    endCustomerReference: text('end_customer_reference'),
    state: text('state', { enum: ['draft', 'pending_confirmation', 'ordered'] }).notNull().default('draft'),
    answers: jsonb('answers').$type<Record<string, number | string | boolean | number[]>>().notNull().default({}),
    lastStepId: integer('last_step_id').notNull().default(0),
    version: integer('version').notNull().default(1),
    /** Calculation settings; null until saved (defaults from the client's country). */
    currency: text('currency'),
    exchangeRate: text('exchange_rate'),
    vatRateBp: integer('vat_rate_bp'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userDefaultClientId: integer('user_default_client_id').references(() => companies.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    orderId: integer('order_id'),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('quotes_client_idx').on(t.clientId, t.createdAt),
    index('quotes_billing_client_idx').on(t.billingClientId),
    index('quotes_project_idx').on(t.projectId),
    check('quotes_vat_range', sql`${t.vatRateBp} between 0 and 10000`),
    foreignKey({ name: 'quotes_family_version_fk', columns: [t.familyId, t.familyVersion], foreignColumns: [familyVersions.familyId, familyVersions.number] }),
  ],
);

/** The saved answers of a quote, one row per single answer and per chosen answer of a multiple choice. */
export const quoteData = pgTable(
  'quote_data',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    stepId: integer('step_id').notNull(),
    answerId: integer('answer_id'),
    answerTextValue: text('answer_text_value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_data_quote_idx').on(t.quoteId, t.questionId),
    check('quote_data_one_value', sql`(${t.answerId} is null) <> (${t.answerTextValue} is null)`),
  ],
);

/**
 * Files kept under DATA_DIR/files, named by an opaque id (never a name or a
 * path from a client). The row is written in the transaction that uses the
 * file; a file without a row (a transaction that never committed) is removed
 * at start (server/files/file-store.ts).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    /** The client company the file belongs to (tenancy). */
    clientId: integer('client_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['order_document', 'purchase_order', 'logo', 'project_photo'] }).notNull(),
    /** The name given by the uploader (shown, never used as a path). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_client_idx').on(t.clientId)],
);

/**
 * Orders made by validating a quote: the quote's parties, its priced lines
 * frozen in the quote's currency (a price-list change later does not alter
 * them), the purchase-order document and the order desk's dates. At most one
 * order of a quote is alive (not cancelled): a rejected order is cancelled
 * and kept with its history, and the quote may be validated again.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** `O-2026-000078`. */
    number: text('number').notNull().unique(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => companies.id),
    externalCompanyId: integer('external_company_id').references(() => companies.id),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id),
    /** The family version the quote was validated with (its own column: a rejected order's quote may be repriced later). */
    familyVersion: integer('family_version').notNull(),
    billing: text('billing', { enum: ['group', 'direct'] }).notNull(),
    billingClientId: integer('billing_client_id').references(() => companies.id),
    installerId: integer('installer_id').references(() => companies.id),
    /** The user who validated the quote. */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The new order reference given at validation (null when none was given). */
    orderReference: text('order_reference'),
    /** The order reference, else the quote's end-customer reference. */
    customerReference: text('customer_reference'),
    /** The product variant (step-1 answer) in each language, for the order list. */
    product: jsonb('product').$type<Record<string, string>>(),
    status: text('status', { enum: ['in_progress', 'shipped', 'cancelled'] }).notNull().default('in_progress'),
    awaitingConfirmation: boolean('awaiting_confirmation').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The engine's priced lines and totals at validation (designations in every language). */
    calculation: jsonb('calculation').notNull(),
    /** The answers at validation. */
    answers: jsonb('answers').$type<Record<string, number | string | boolean | number[]>>().notNull(),
    currency: text('currency').notNull(),
    totalExVatCents: integer('total_ex_vat_cents').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
    installerTotalCents: integer('installer_total_cents').notNull(),
    purchaseOrderFileId: text('purchase_order_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The language the purchase order was written in. */
    purchaseOrderLocale: text('purchase_order_locale').notNull(),
    requestedDeliveryDate: text('requested_delivery_date'),
    manufactureDate: text('manufacture_date'),
    exWorksDate: text('ex_works_date'),
    shippingDate: text('shipping_date'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_client_idx').on(t.clientId, t.createdAt),
    index('orders_billing_client_idx').on(t.billingClientId),
    uniqueIndex('orders_one_alive_per_quote').on(t.quoteId).where(sql`${t.status} <> 'cancelled'`),
    foreignKey({ name: 'orders_family_version_fk', columns: [t.familyId, t.familyVersion], foreignColumns: [familyVersions.familyId, familyVersions.number] }),
  ],
);

/** The documents attached to an order at validation, in the order they were sent. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('order_documents_position').on(t.orderId, t.position)],
);

/**
 * The order's timeline: its validation, its group's confirmation or
 * rejection, and each order-desk change, with who and when. The e-mails and
 * ERP messages of an event are sent from here (`notified_at` is set once
 * they are queued), so that an event recorded with the order is never lost.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['validated', 'confirmed', 'rejected', 'status', 'manufacture_date', 'ex_works_date', 'shipping_date', 'requested_delivery_date'],
    }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), index('order_events_unnotified_idx').on(t.id).where(sql`${t.notifiedAt} is null`)],
);

/**
 * Single-use links e-mailed to a user: completing a subscription (a new
 * account sets its first password) or setting a new password after a
 * forgotten one. Stored as SHA-256 hashes; a new link of the same purpose
 * voids the earlier ones (`used_at` set), and a used or expired link opens
 * nothing.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['subscription', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_links_user_idx').on(t.userId, t.purpose)],
);

/**
 * Requests of an external client's user for access to its installer's main
 * account, opened when the user is created and answered by an administrator
 * of the installer (EXTERNAL_CLIENTS_MANAGEMENT).
 */
export const externalClientRequests = pgTable(
  'external_client_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalCompanyId: integer('external_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    installerId: integer('installer_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['pending', 'accepted', 'refused'] }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredById: integer('answered_by_id').references(() => users.id),
  },
  (t) => [
    index('external_client_requests_installer_idx').on(t.installerId, t.status, t.requestedAt),
    uniqueIndex('external_client_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The customisation of a quote (step 10): the installer's offer to its end
 * customer. `data` holds the fields of the contract's Customisation (end
 * customer, texts, validity, extra lines, trade discount...); the logo is a
 * stored file of kind `logo`.
 */
export const quoteCustomisations = pgTable('quote_customisations', {
  quoteId: integer('quote_id')
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  logoFileId: text('logo_file_id').references(() => storedFiles.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages to send, written in the same transaction as the change they tell
 * of: e-mails (`mail`: recipient, subject, text and HTML already rendered in
 * the recipient's language) and ERP events (`webhook`: the event's JSON). A
 * relay in every server process takes due rows with FOR UPDATE SKIP LOCKED,
 * sends them, and retries with exponential back-off for up to 48 hours before
 * marking them failed. `idempotency_key` is unique: a change queued twice is
 * sent once, and the webhook receiver de-duplicates on it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['mail', 'webhook'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The order the message is about, if any (the order desk lists failed ones with a resend button). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the message is next due; while a relay sends it, the end of that reservation (after a crash it is due again then). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The first attempt: retries go on for 48 hours from it (null until the
     * relay first takes the message; a resend clears it). Not `created_at`, so
     * that ERP events kept while no receiver is configured, messages queued
     * while every server was down, and a resend each get their full 48 hours.
     */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_order_idx').on(t.orderId),
  ],
);

/**
 * The counters of the rate limits and sign-in delays when they are shared by
 * several server processes on PostgreSQL (server/auth/database-limit-store.ts):
 * one row per key (a hashed address, account or target, prefixed by what is
 * counted) and window. UNLOGGED (set by hand in its migration, which Drizzle's
 * schema cannot say): the counters are not written to the WAL, so a hit does
 * not wait for a disk flush; a crash of PostgreSQL empties them, which only
 * restarts every window.
 */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the window ends; a row past it is a window that has ended (pruned every minute). */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
