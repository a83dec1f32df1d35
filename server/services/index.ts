/**
 * Every operation of openapi.yaml maps by its operationId to one method
 * here. An operation no service implements yet answers 501 with the error
 * shape.
 */
import { AppError } from '../http/app-error.ts';
import { outboxService } from './outbox-service.ts';
import { customisationService } from './customisation-service.ts';
import { orderService } from './order-service.ts';
import { quoteCheckService } from './quote-check-service.ts';
import { quoteDataService } from './quote-data-service.ts';
import { quoteService } from './quote-service.ts';
import type { OperationHandler, ServiceContext, ServiceHandlers } from '../http/operation.ts';
import { validationService } from './validation-service.ts';

export function buildServices(ctx: ServiceContext): ServiceHandlers {
  const { catalogues } = ctx;
  return {
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
