/**
 * The quote customisation's changes, each one transaction under the quote's
 * row lock (404 outside the caller's scope, 409 on an ordered quote): a
 * partial save, a reset, a new logo. A logo file is written before the
 * transaction that records it and removed after the one that lets it go.
 */
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import {
  customisationView,
  deleteCustomisation,
  deleteLogo,
  insertLogo,
  mergeInput,
  readCustomisation,
  savedCustomisation,
  writeCustomisation,
  type CustomisationInput,
  type CustomisationRow,
} from './customisation-repository.ts';
import { lockQuote, type QuoteRecord, type Transaction } from './quote-repository.ts';
import type { Caller } from './quote-scope.ts';

type Edit<T> = (tx: Transaction, record: QuoteRecord, current: CustomisationRow | null) => Promise<T>;
type View = ReturnType<typeof customisationView>;

/** Runs `edit` in one transaction under the quote's row lock: 404 outside the caller's scope, 409 on an ordered quote. */
function editCustomisation<T>(db: Database, caller: Caller, id: number, edit: Edit<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const record = await lockQuote(tx, caller, id);
    if (record.quote.state === 'ordered') throw new AppError(409, 'quote_not_editable');
    return edit(tx, record, await readCustomisation(tx, id));
  });
}

/** Saves the fields `input` names over the saved customisation (and lets the logo go when it asks). */
export async function saveCustomisation(db: Database, files: FileStore, caller: Caller, id: number, input: CustomisationInput): Promise<View> {
  let removed: string | null = null;
  const view = await editCustomisation(db, caller, id, async (tx, record, current) => {
    const data = mergeInput(savedCustomisation(record, current), input);
    const removeLogo = input.remove_logo === true && current?.logoFileId ? current.logoFileId : null;
    const row = await writeCustomisation(tx, id, { data, ...(removeLogo ? { logoFileId: null } : {}) });
    if (removeLogo) await deleteLogo(tx, removeLogo);
    removed = removeLogo;
    return customisationView(record, row);
  });
  if (removed) await files.remove([removed]);
  return view;
}

/** Forgets the customisation and its logo. */
export async function resetCustomisation(db: Database, files: FileStore, caller: Caller, id: number): Promise<void> {
  const logo = await editCustomisation(db, caller, id, async (tx, _record, current) => {
    await deleteCustomisation(tx, id);
    if (current?.logoFileId) await deleteLogo(tx, current.logoFileId);
    return current?.logoFileId ?? null;
  });
  if (logo) await files.remove([logo]);
}

/** A logo checked and normalised, as it is stored. */
export interface NewLogo {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores `logo` as the quote's logo in place of the one before (removed); the file goes again when the change is refused. */
export async function replaceLogo(db: Database, files: FileStore, caller: Caller, id: number, logo: NewLogo): Promise<View> {
  const written = await files.write(logo.bytes);
  let previous: string | null = null;
  try {
    const view = await editCustomisation(db, caller, id, async (tx, record, current) => {
      await insertLogo(tx, { id: written.id, clientId: record.quote.clientId, name: logo.name, contentType: logo.contentType, sizeBytes: written.sizeBytes, sha256: written.sha256 });
      const row = await writeCustomisation(tx, id, { logoFileId: written.id });
      previous = current?.logoFileId ?? null;
      if (previous) await deleteLogo(tx, previous);
      return customisationView(record, row);
    });
    if (previous) await files.remove([previous]);
    return view;
  } catch (error) {
    await files.remove([written.id]);
    throw error;
  }
}
