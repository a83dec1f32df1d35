/**
 * The catalogue studio (/catalogue), for the manufacturer's catalogue
 * administrators (CATALOGUE_ADMIN): every family with its version in force,
 * the next one scheduled, its draft and its test cases; a family opens in
 * the studio. "New family" creates a draft (blank or a copy) and opens it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { FamilyList } from '../features/studio/family-list.tsx';
import { NewFamilyDialog } from '../features/studio/new-family-dialog.tsx';
import { useCaseStatuses } from '../features/studio/use-case-statuses.ts';
import { useCreateFamily } from '../features/studio/use-create-family.ts';
import { useStudioFamilies } from '../features/studio/use-studio-families.ts';
import { localePath } from '../i18n/locale-path.ts';

export default function CataloguePage() {
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const { list, versionsOf } = useStudioFamilies();
  const caseStatusOf = useCaseStatuses(list.rows);
  const [newFamilyOpen, setNewFamilyOpen] = useState(false);
  const createFamily = useCreateFamily();
  const open = (id: number) => void navigate(localePath(prefix, `/catalogue/${id}`));
  return (
    <>
      <FamilyList
        families={list.rows}
        versionsOf={versionsOf}
        caseStatusOf={caseStatusOf}
        loading={list.status === 'loading'}
        error={list.error}
        locale={locale}
        onOpen={(family) => open(family.id)}
        onRetry={list.reload}
        onNew={() => setNewFamilyOpen(true)}
      />
      <NewFamilyDialog
        open={newFamilyOpen}
        families={list.rows}
        onCreate={async (document) => {
          const created = await createFamily(document);
          if (!('id' in created)) return created;
          setNewFamilyOpen(false);
          open(created.id);
          return null;
        }}
        onClose={() => setNewFamilyOpen(false)}
      />
    </>
  );
}
