/**
 * "My pool projects" as it looks: title and New project, the search, then
 * the table sorted and paginated on the server (project-columns.tsx), or the
 * empty state (no project yet), or the error with a retry, in the lists'
 * shared screen (components/list-screen.tsx). It takes data and callbacks
 * only, so that stories can show every state.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListScreen, type ListViewProps } from '../../components/list-screen.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useDevice } from '../../lib/use-device.ts';
import { projectSortOf, useProjectColumns } from './project-columns.tsx';
import type { ProjectListQuery } from './project-list-query.ts';
import type { ProjectListItem } from './project-types.ts';

export interface ProjectListViewProps extends ListViewProps<ProjectListItem, ProjectListQuery> {
  canCreate: boolean;
  hrefOf(row: ProjectListItem): string;
  onOpen(row: ProjectListItem): void;
  onNew(): void;
}

export function ProjectListView(props: ProjectListViewProps) {
  const { t } = useLingui();
  const { isPhone } = useDevice();
  const { query, onQueryChange } = props;
  const columns = useProjectColumns({ locale: props.locale, sort: query.sort, hrefOf: props.hrefOf, compact: isPhone });
  return (
    <ListScreen
      className="project-list"
      title={<Trans>My pool projects</Trans>}
      view={props}
      filtered={query.q.trim() !== ''}
      create={props.canCreate ? { label: <Trans>New project</Trans>, testId: 'new-project', onCreate: props.onNew } : null}
      empty={{ title: <Trans>No pool project yet</Trans>, hint: <Trans>Measure a pool once, then start the quotes of every product from it.</Trans> }}
      errorTitle={<Trans>The pool projects could not be loaded</Trans>}
      filters={
        <div className="quote-filters" role="search">
          <SearchBox
            className="quote-filter-search"
            value={query.q}
            placeholder={t`Number, name, customer or city`}
            label={t`Search pool projects`}
            onSearch={(q) => onQueryChange({ q })}
          />
        </div>
      }
    >
      <ListTable<ProjectListItem, ProjectListQuery>
        className="project-table"
        view={props}
        columns={columns}
        noMatch={<Trans>No pool project matches this search.</Trans>}
        range={(first, last, all, count) => t({ message: plural(count, { one: `${all} project`, other: `${first}–${last} of ${all} projects` }) })}
        sortOf={projectSortOf}
        onOpen={props.onOpen}
      />
    </ListScreen>
  );
}
