/**
 * My pool projects (/project): the projects the user may see (the server's
 * tenancy, as for quotes), searched, sorted and paginated on the server with
 * the list's state in the URL; New project opens the project form.
 */
import { useNavigate } from 'react-router-dom';
import { $api } from '../api/queries.ts';
import { useLocale, useLocalePrefix } from '../app/locale-scope.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { listProjectsParams, parseProjectListQuery, projectListSearch } from '../features/projects/project-list-query.ts';
import { ProjectListView } from '../features/projects/project-list-view.tsx';
import { localePath } from '../i18n/locale-path.ts';
import { useApiList } from '../lib/use-api-list.ts';
import { useListQuery, useStayWithinPages } from '../lib/use-list-query.ts';
import '../features/quotes/quotes.css';
import '../features/projects/projects.css';

export default function ProjectsPage() {
  const { can } = useAuth();
  const locale = useLocale();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const [query, update] = useListQuery(parseProjectListQuery, projectListSearch);
  const list = useApiList($api.queryOptions('get', '/project', { params: { query: listProjectsParams(query) } }));
  const hrefOf = (row: { id: number }) => localePath(prefix, `/project/${row.id}`);

  useStayWithinPages(list, query, update);

  return (
    <ProjectListView
      {...list}
      onRetry={list.reload}
      query={query}
      locale={locale}
      canCreate={can('QUOTE_CREATE')}
      hrefOf={hrefOf}
      onQueryChange={update}
      onOpen={(row) => void navigate(hrefOf(row))}
      onNew={() => void navigate(localePath(prefix, '/project/new'))}
    />
  );
}
