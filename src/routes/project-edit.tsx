/**
 * A project's details and pool changed (/project/{id}/edit). A pool changed
 * in a project with quotes is not saved at once: the server first works out
 * what it would change in each draft quote (answers and total), shown with
 * the choice of the quotes to update; then the pool and those quotes are
 * saved together. A project saved meanwhile by someone else is refused
 * (409) with its message.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { connectionLostText, errorText } from '../api/errors.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { PoolImpactDialog, type PoolImpactQuote } from '../features/projects/pool-impact-dialog.tsx';
import { ProjectForm } from '../features/projects/project-form.tsx';
import { poolImpact, projectQuery, updateProject } from '../features/projects/project-requests.ts';
import type { Project, ProjectInput } from '../features/projects/project-types.ts';
import { projectFailureOf, projectInputOf, projectValuesOf, poolInputOf } from '../features/projects/project-values.ts';
import { localePath } from '../i18n/locale-path.ts';
import { positiveInt } from '../lib/list-query.ts';
import '../features/quotes/quotes.css';
import '../features/projects/projects.css';

/** The same pool (the form's, as sent, against the saved one). */
const samePool = (input: ProjectInput['pool'], project: Project) => JSON.stringify(input) === JSON.stringify(poolInputOf(projectValuesOf(project).pool));

function EditScreen({ project }: { project: Project }) {
  const { t } = useLingui();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [pending, setPending] = useState<ProjectInput | null>(null);
  const [impact, setImpact] = useState<PoolImpactQuote[] | null>(null);
  const [impactError, setImpactError] = useState<string | null>(null);
  const page = localePath(prefix, `/project/${project.id}`);

  const save = async (input: ProjectInput, quoteIds: number[]): Promise<string | null | ReturnType<typeof projectFailureOf>> => {
    const body = { version: project.version, ...input, ...(quoteIds.length > 0 ? { update_quote_ids: quoteIds } : {}) };
    const result = await updateProject(project.id, body).catch(() => null);
    if (!result) return connectionLostText();
    if (!result.ok) return projectFailureOf(result.error, t`The project could not be saved.`);
    void navigate(page);
    return null;
  };

  return (
    <section className="project-page">
      <Typography.Title level={2}>
        <Trans>Edit the project</Trans>
      </Typography.Title>
      <ProjectForm
        initialValues={projectValuesOf(project)}
        locale={locale}
        submitLabel={<Trans>Save</Trans>}
        onCancel={() => void navigate(page)}
        onSubmit={async (values) => {
          const input = projectInputOf(values);
          if (project.quote_count === 0 || samePool(input.pool, project)) {
            const failure = await save(input, []);
            return typeof failure === 'string' ? { message: failure } : failure;
          }
          // the pool changed in a project with quotes: what it would change first
          setPending(input);
          setImpact(null);
          setImpactError(null);
          const answer = await poolImpact(project.id, input.pool).catch(() => null);
          if (!answer) setImpactError(connectionLostText());
          else if (!answer.ok) {
            setPending(null);
            return projectFailureOf(answer.error, t`The project could not be saved.`);
          } else setImpact(answer.value);
          return null;
        }}
      />
      <PoolImpactDialog
        open={pending !== null}
        impact={impact}
        error={impactError}
        locale={locale}
        onClose={() => setPending(null)}
        onSave={async (quoteIds) => {
          if (!pending) return null;
          const failure = await save(pending, quoteIds);
          if (failure === null) return null;
          return typeof failure === 'string' ? failure : (failure.fields?.flatMap((field) => field.errors).join(' ') || failure.message) ?? null;
        }}
      />
    </section>
  );
}

export default function ProjectEditPage() {
  const { t } = useLingui();
  const id = positiveInt(useParams().id ?? null, 2_147_483_647);
  const project = useQuery({ ...projectQuery(id ?? 0), enabled: id !== null, staleTime: 0 });
  if (id === null) return <Alert type="error" showIcon role="alert" title={<Trans>This project does not exist.</Trans>} />;
  if (project.isError) return <Alert type="error" showIcon role="alert" title={<Trans>The project could not be loaded</Trans>} description={errorText(project.error, t`Something went wrong. Please try again.`)} />;
  if (!project.data) return <Skeleton active />;
  return <EditScreen key={project.data.data.version} project={project.data.data} />;
}
