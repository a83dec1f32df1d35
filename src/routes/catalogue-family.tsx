/**
 * One family in the catalogue studio (/catalogue/{id}): its file, problems,
 * test cases and versions beside the preview, which is the quote builder on
 * the family as typed (the builder's FamilyPreview).
 */
import { useLingui } from '@lingui/react/macro';
import { Alert } from 'antd';
import { useParams } from 'react-router-dom';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { FamilyPreview } from '../features/builder/family-preview.tsx';
import { FamilyStudio } from '../features/studio/family-studio.tsx';
import { localePath } from '../i18n/locale-path.ts';

export default function CatalogueFamilyPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return <Alert type="error" showIcon title={t`This family does not exist.`} />;
  return <FamilyStudio familyId={id} locale={locale} backTo={localePath(prefix, '/catalogue')} preview={({ key, ...props }) => <FamilyPreview key={key} {...props} />} />;
}
