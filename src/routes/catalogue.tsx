/**
 * The catalogue studio (/catalogue), for the manufacturer's catalogue
 * administrators (CATALOGUE_ADMIN): every family with its version in force,
 * the next one scheduled, its draft and its test cases; a family opens in
 * the studio.
 */
import { useNavigate } from 'react-router-dom';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { FamilyList } from '../features/studio/family-list.tsx';
import { useCaseStatuses } from '../features/studio/use-case-statuses.ts';
import { useStudioFamilies } from '../features/studio/use-studio-families.ts';
import { localePath } from '../i18n/locale-path.ts';

export default function CataloguePage() {
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const { list, versionsOf } = useStudioFamilies();
  const caseStatusOf = useCaseStatuses(list.rows);
  return (
    <FamilyList
      families={list.rows}
      versionsOf={versionsOf}
      caseStatusOf={caseStatusOf}
      loading={list.status === 'loading'}
      error={list.error}
      locale={locale}
      onOpen={(family) => void navigate(localePath(prefix, `/catalogue/${family.id}`))}
      onRetry={list.reload}
    />
  );
}
