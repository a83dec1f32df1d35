/**
 * What changed between two versions of a family, or a version and the draft,
 * in words in the page's language (the server's getFamilyDiff names
 * questions and answers by the family's own titles, amounts for the
 * language). By default: the latest version against the draft.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { $api } from '../../api/queries.ts';
import type { FamilyVersion } from './use-studio-families.ts';

/** Where a comparison starts or ends: a version's number, or the draft. */
type Side = number | 'draft';

export interface VersionDiffProps {
  familyId: number;
  versions: readonly FamilyVersion[];
}

function Changes({ familyId, from, to }: { familyId: number; from: Side; to: Side }) {
  const { t } = useLingui();
  const diff = useQuery($api.queryOptions('get', '/family/{id}/diff', { params: { path: { id: familyId }, query: { from: String(from), to: String(to) } } }));
  if (diff.isPending) return <Spin />;
  if (diff.error) return <Alert type="error" showIcon title={errorText(diff.error, t`The difference could not be read.`)} />;
  const changes = diff.data.data.changes;
  if (changes.length === 0) return <Typography.Text type="secondary"><Trans>No difference.</Trans></Typography.Text>;
  return (
    <ul className="studio-diff" data-testid="studio-diff">
      {changes.map((change, index) => (
        <li key={`${change.path}-${index}`} data-kind={change.kind}>
          {change.text}
        </li>
      ))}
    </ul>
  );
}

export function VersionDiff({ familyId, versions }: VersionDiffProps) {
  const { t } = useLingui();
  const latest = versions[0]?.number ?? null;
  const [from, setFrom] = useState<Side | null>(null);
  const [to, setTo] = useState<Side>('draft');
  const start = from ?? latest;
  const sides = [
    { value: 'draft', label: t`The draft` },
    ...versions.map(({ number }) => ({ value: String(number), label: t`Version ${number}` })),
  ];
  const side = (value: string): Side => (value === 'draft' ? 'draft' : Number(value));
  return (
    <section aria-labelledby="studio-diff-title">
      <h3 id="studio-diff-title">
        <Trans>Differences in words</Trans>
      </h3>
      <div className="studio-diff-sides">
        <Select aria-label={t`Compare from`} value={start === null ? undefined : String(start)} options={sides} onChange={(value: string) => setFrom(side(value))} />
        <span aria-hidden>→</span>
        <Select aria-label={t`Compare to`} value={String(to)} options={sides} onChange={(value: string) => setTo(side(value))} />
      </div>
      {start !== null && <Changes familyId={familyId} from={start} to={to} />}
    </section>
  );
}
