/**
 * The quote's customisation (read, partial save, reset), its logo (upload
 * checked by content, read back for the form's preview) and the customised
 * quote PDF. Changes need QUOTE_EDIT and are refused on an `ordered` quote;
 * another client's quote answers 404.
 */
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { normaliseLogo } from '../files/image-content.ts';
import { AppError } from '../http/app-error.ts';
import { singleUpload } from '../http/single-upload.ts';
import { operation } from '../http/operation.ts';
import { isCountryCode } from '../i18n/countries.ts';
import { validationMessage } from '../i18n/validation-messages.ts';
import { renderDocument } from '../pdf/render-document.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import type { Caller } from './quote-scope.ts';
import { loadQuote } from './quote-access.ts';
import {
  customisationView,
  deleteCustomisation,
  deleteLogo,
  findLogo,
  insertLogo,
  mergeInput,
  readCustomisation,
  savedCustomisation,
  writeCustomisation,
  type CustomisationRow,
} from './customisation-repository.ts';
import { customisedOffer, offerDocumentInput, offeringCompany } from './quote-offer.ts';
import { calculationSettings, priceRecord } from './quote-pricing.ts';
import { findQuote, lockQuote, type QuoteRecord, type Transaction } from './quote-repository.ts';

type Edit<T> = (tx: Transaction, record: QuoteRecord, current: CustomisationRow | null) => Promise<T>;

/** Runs `edit` under the quote's row lock: 404 outside the caller's scope, 409 on an ordered quote. */
function editCustomisation<T>(db: Database, caller: Caller, id: number, edit: Edit<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const record = await lockQuote(tx, caller, id);
    if (record.quote.state === 'ordered') throw new AppError(409, 'quote_not_editable');
    return edit(tx, record, await readCustomisation(tx, id));
  });
}

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
      let removed: string | null = null;
      const view = await editCustomisation(db, caller, id, async (tx, record, current) => {
        const data = mergeInput(savedCustomisation(record, current), body);
        const removeLogo = body.remove_logo === true && current?.logoFileId ? current.logoFileId : null;
        const row = await writeCustomisation(tx, id, { data, ...(removeLogo ? { logoFileId: null } : {}) });
        if (removeLogo) await deleteLogo(tx, removeLogo);
        removed = removeLogo;
        return customisationView(record, row);
      });
      if (removed) await files.remove([removed]);
      return { data: view };
    },
  }),

  operation('resetQuoteCustomisation', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, params: { id }, caller }) => {
      const logo = await editCustomisation(db, caller, id, async (tx, _record, current) => {
        await deleteCustomisation(tx, id);
        if (current?.logoFileId) await deleteLogo(tx, current.logoFileId);
        return current?.logoFileId ?? null;
      });
      if (logo) await files.remove([logo]);
    },
  }),

  operation('uploadQuoteLogo', {
    permission: 'QUOTE_EDIT',
    handler: async ({ db, files, config, params: { id }, caller, request }) => {
      // the quote is looked up before the upload is read: another client's quote is 404 whatever the file
      await findQuote(db, caller, id);
      const upload = await singleUpload(request, config.uploadMaxMb, 'logo');
      const image = await normaliseLogo(upload.bytes);
      const written = await files.write(image.bytes);
      let previous: string | null = null;
      try {
        const view = await editCustomisation(db, caller, id, async (tx, record, current) => {
          await insertLogo(tx, { id: written.id, clientId: record.quote.clientId, name: upload.name, contentType: image.contentType, sizeBytes: written.sizeBytes, sha256: written.sha256 });
          const row = await writeCustomisation(tx, id, { logoFileId: written.id });
          previous = current?.logoFileId ?? null;
          if (previous) await deleteLogo(tx, previous);
          return customisationView(record, row);
        });
        if (previous) await files.remove([previous]);
        return { data: view };
      } catch (error) {
        await files.remove([written.id]);
        throw error;
      }
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

/** The stored logo as the PDF takes it (a data URL, or the sanitised SVG's text). */
async function documentLogo(db: Database, files: FileStore, fileId: string) {
  const logo = await findLogo(db, fileId);
  const bytes = logo ? await files.read(logo.id) : null;
  if (!logo || !bytes) return null;
  if (logo.contentType === 'image/svg+xml') return { kind: 'svg' as const, svg: bytes.toString('utf8') };
  return { kind: 'image' as const, dataUrl: `data:${logo.contentType};base64,${bytes.toString('base64')}` };
}
