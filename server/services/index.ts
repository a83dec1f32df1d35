/**
 * Every operation of openapi.yaml maps by its operationId to one method
 * here. An operation no service implements yet answers 501 with the error
 * shape.
 */
import { AppError } from '../http/app-error.ts';
import { accessRequestService } from './access-request-service.ts';
import { accountClientService } from './account-client-service.ts';
import { accountService } from './account-service.ts';
import { authService } from './auth-service.ts';
import { clientService } from './client-service.ts';
import { outboxService } from './outbox-service.ts';
import { customisationService } from './customisation-service.ts';
import { orderService } from './order-service.ts';
import { externalClientService } from './external-client-service.ts';
import { externalRequestService } from './external-request-service.ts';
import { quoteCheckService } from './quote-check-service.ts';
import { quoteDataService } from './quote-data-service.ts';
import { quoteService } from './quote-service.ts';
import { subscriptionService } from './subscription-service.ts';
import type { OperationHandler, ServiceContext, ServiceHandlers } from '../http/operation.ts';
import { userAdminService } from './user-admin-service.ts';
import { userService } from './user-service.ts';
import { validationService } from './validation-service.ts';

export function buildServices(ctx: ServiceContext): ServiceHandlers {
  const { catalogues } = ctx;
  return {
    ...authService(ctx),
    ...accountService(ctx),
    ...userService(ctx),
    ...userAdminService(ctx),
    ...accountClientService(ctx),
    ...subscriptionService(ctx),
    ...externalClientService(ctx),
    ...externalRequestService(ctx),
    ...clientService(ctx),
    ...accessRequestService(ctx),
    ...quoteService(ctx, catalogues),
    ...quoteDataService(ctx, catalogues),
    ...quoteCheckService(ctx, catalogues),
    ...outboxService(ctx),
    ...customisationService(ctx, catalogues),
    ...validationService(ctx, catalogues),
    ...orderService(ctx, catalogues),
  };
}

export const notImplemented: OperationHandler = async () => {
  throw new AppError(501, 'not_implemented');
};
