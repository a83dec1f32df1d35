/** Requests for access sent from the login page, kept for the sales team. */
import { accessRequests } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { isCountryCode } from '../i18n/countries.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import type { BodyOf, ServiceContext, ServiceHandlers } from '../http/operation.ts';

export function accessRequestService({ db }: ServiceContext): ServiceHandlers {
  return {
    async requestAccess(request, reply) {
      const body = request.body as BodyOf<'requestAccess'>;
      if (!isCountryCode(body.country_code)) {
        throw new AppError(400, 'validation_failed', {
          details: [{ path: 'body.country_code', code: 'enum', message: validationMessage('invalid', {}, request.locale) }],
        });
      }
      await db.insert(accessRequests).values({
        company: body.company.trim(),
        contactName: body.contact_name.trim(),
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        countryCode: body.country_code,
        message: body.message?.trim() || null,
        locale: body.locale ?? request.locale,
      });
      return reply.status(202).send({ data: { accepted: true } });
    },
  };
}
