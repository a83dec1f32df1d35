/**
 * The operation table: every operation of openapi.yaml, by its operationId,
 * from the handlers file of its aggregate folder. The router (app.ts) serves
 * it; the permission matrix test reads its declared permissions.
 */
import { accountReferenceClientOperations } from './accounts/account-handlers.ts';
import { externalClientOperations } from './accounts/external-handlers.ts';
import { accountOperations } from './accounts/handlers.ts';
import { linkCheckOperations } from './accounts/link-check-handlers.ts';
import { loginAccessRequestOperations } from './accounts/login-access-request-handlers.ts';
import { userOperations } from './accounts/user-handlers.ts';
import { catalogueAdminOperations } from './catalogue/admin-handlers.ts';
import { versionOperations } from './catalogue/version-handlers.ts';
import { impactOperations } from './catalogue/impact-handlers.ts';
import { familyFileOperations } from './catalogue/family-file-handlers.ts';
import { catalogueOperations } from './catalogue/handlers.ts';
import type { Operation } from './http/operation.ts';
import { outboxOperations } from './outbox/handlers.ts';
import { photoOperations } from './projects/photo-handlers.ts';
import { projectOperations } from './projects/handlers.ts';
import { orderOperations } from './orders/handlers.ts';
import { validationOperations } from './orders/validation-handlers.ts';
import { quoteCheckOperations } from './quotes/check-handlers.ts';
import { customisationOperations } from './quotes/customisation-handlers.ts';
import { quoteDataOperations } from './quotes/data-handlers.ts';
import { quoteOperations } from './quotes/handlers.ts';
import { repricingOperations } from './quotes/repricing-handlers.ts';
import { referenceOperations } from './reference/handlers.ts';

export const OPERATIONS: readonly Operation[] = [
  ...referenceOperations,
  ...catalogueOperations,
  ...catalogueAdminOperations,
  ...versionOperations,
  ...impactOperations,
  ...familyFileOperations,
  ...accountOperations,
  ...linkCheckOperations,
  ...loginAccessRequestOperations,
  ...accountReferenceClientOperations,
  ...userOperations,
  ...externalClientOperations,
  ...quoteOperations,
  ...projectOperations,
  ...photoOperations,
  ...quoteDataOperations,
  ...quoteCheckOperations,
  ...repricingOperations,
  ...customisationOperations,
  ...validationOperations,
  ...orderOperations,
  ...outboxOperations,
];

export const operationsById: ReadonlyMap<string, Operation> = new Map(OPERATIONS.map((entry) => [entry.id, entry]));
