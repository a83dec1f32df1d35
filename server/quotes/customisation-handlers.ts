/**
 * The quote's customisation (read, partial save, reset), its logo (upload
 * checked by content, read back for the form's preview) and the customised
 * quote PDF. Changes need QUOTE_EDIT and are refused on an `ordered` quote;
 * another client's quote answers 404.
 */
import { normaliseLogo } from '../files/image-content.ts';
import { AppError } from '../http/app-error.ts';
import { singleUpload } from '../http/single-upload.ts';
import { operation } from '../http/operation.ts';
import { isCountryCode } from '../i18n/countries.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { loadQuote } from './quote-access.ts';
import { customisationView, findLogo, readCustomisation, savedCustomisation } from './customisation-repository.ts';
import { customisedOffer, documentLogo, offerDocumentInput, offeringCompany } from './quote-offer.ts';
import { calculationSettings, priceRecord } from './quote-pricing.ts';
import { replaceLogo, resetCustomisation, saveCustomisation } from './quote-customisation.ts';
import { findQuote } from './quote-repository.ts';

export const customisationOperations = [
  operation('getQuoteCustomisation', {
    permission: 'signed-in',
    handler: async ({ db, params: { id }, caller }) => {
      const record = await findQuote(db, caller, id);
      return { data: customisationView(record, await readCustomisation(db, id)) };
    },
  }),

  operation('saveQuoteCustomisation', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, params: { id }, body, locale, caller }) => {
      const invalid = (path: string, code: string, message: string) => ({ path, code, message: validationMessage(message, {}, locale) });
      const country = body.end_customer?.country_code;
      const details = [
        ...(country && !isCountryCode(country) ? [invalid('body.end_customer.country_code', 'enum', 'invalid')] : []),
        ...(body.extra_lines ?? []).flatMap((line, index) => (line.designation.trim() ? [] : [invalid(`body.extra_lines.${index}.designation`, 'minLength', 'required')])),
      ];
      if (details.length > 0) throw new AppError(400, 'validation_failed', { details });
      return { data: await saveCustomisation(db, files, caller, id, body) };
    },
  }),

  operation('resetQuoteCustomisation', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, params: { id }, caller }) => {
      await resetCustomisation(db, files, caller, id);
    },
  }),

  operation('uploadQuoteLogo', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, config, params: { id }, caller, request }) => {
      // the quote is looked up before the upload is read: another client's quote is 404 whatever the file
      await findQuote(db, caller, id);
      const upload = await singleUpload(request, config.uploadMaxMb, 'logo');
      const image = await normaliseLogo(upload.bytes);
      return { data: await replaceLogo(db, files, caller, id, { name: upload.name, contentType: image.contentType, bytes: image.bytes }) };
    },
  }),

  operation('getQuoteLogo', {
    permission: 'signed-in',
    handler: async ({ db, files, params: { id }, caller, reply }) => {
      await findQuote(db, caller, id);
      const fileId = (await readCustomisation(db, id))?.logoFileId;
      const logo = fileId ? await findLogo(db, fileId) : null;
      const bytes = logo ? await files.read(logo.id) : null;
      if (!logo || !bytes) throw new AppError(404, 'not_found');
      return reply
        .type(logo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  }),

  operation('getQuotePdf', {
    permission: 'signed-in',
    handler: async ({ db, files, catalogues, params: { id }, query, locale: callerLocale, caller, request, reply }) => {
      const locale = query.locale ?? callerLocale;
      const { record, catalogue } = await loadQuote(db, catalogues, caller, id);
      const calculation = priceRecord(record, catalogue, calculationSettings(record), (details, message) => request.log.warn(details, message));
      const row = await readCustomisation(db, id);
      const saved = savedCustomisation(record, row);
      const offer = customisedOffer(record, catalogue, calculation, saved, locale, query.simplified);
      const logo = row?.logoFileId ? await documentLogo(db, files, row.logoFileId) : null;
      const seller = await offeringCompany(db, record);
      const pdf = await renderDocument({ kind: 'quote', input: offerDocumentInput({ record, catalogue, saved, offer, seller, logo, locale }) }, request.log);
      return sendPdf(reply, pdf, `${record.quote.reference}.pdf`);
    },
  }),
];
