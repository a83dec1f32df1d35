/** A new pool project (/project/new): the project form; once created, its page. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { connectionLostText } from '../api/errors.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { ProjectForm } from '../features/projects/project-form.tsx';
import { createProject } from '../features/projects/project-requests.ts';
import { NEW_PROJECT, projectFailureOf, projectInputOf } from '../features/projects/project-values.ts';
import { localePath } from '../i18n/locale-path.ts';
import '../features/quotes/quotes.css';
import '../features/projects/projects.css';

export default function NewProjectPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  return (
    <section className="project-page">
      <Typography.Title level={2}>
        <Trans>New pool project</Trans>
      </Typography.Title>
      <ProjectForm
        initialValues={NEW_PROJECT}
        locale={locale}
        submitLabel={<Trans>Create the project</Trans>}
        onCancel={() => void navigate(localePath(prefix, '/project'))}
        onSubmit={async (values) => {
          const result = await createProject(projectInputOf(values)).catch(() => null);
          if (!result) return { message: connectionLostText() };
          if (!result.ok) return projectFailureOf(result.error, t`The project could not be created.`);
          void navigate(localePath(prefix, `/project/${result.value.id}`), { replace: true });
          return null;
        }}
      />
    </section>
  );
}
