/**
 * A pool project's page as it looks: its name and number with the actions,
 * the pool, the end customer and the site, then the sections the page is
 * given (its quotes, the proposal, its photos). Data and callbacks only, so
 * that stories show every state.
 */
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../engine/index.ts';
import { useCountries } from '../../lib/use-countries.ts';
import { PoolDescription } from './pool-description.tsx';
import type { Project } from './project-types.ts';

export interface ProjectViewProps {
  project: Project;
  locale: Locale;
  canEdit: boolean;
  /** Where "All projects" goes back to. */
  listHref: string;
  onEdit(): void;
  /** The page's sections below the pool and the customer (quotes, proposal, photos). */
  children?: ReactNode;
}

/** The lines of an address that are filled, the country named in the user's language. */
function addressLines(address: { address_1: string | null; address_2: string | null; zipcode: string | null; city: string | null; country_code: string | null }, countryName: (code: string) => string): string[] {
  return [address.address_1, address.address_2, [address.zipcode, address.city].filter(Boolean).join(' '), address.country_code && countryName(address.country_code)].filter((line): line is string => Boolean(line));
}

function CustomerCard({ project, locale }: { project: Project; locale: Locale }) {
  const { t } = useLingui();
  const countries = useCountries(locale);
  const countryName = (code: string) => countries.find((country) => country.value === code)?.label ?? code;
  const customer = project.end_customer;
  const none = <Typography.Text type="secondary">–</Typography.Text>;
  const lines = (values: string[]) => (values.length ? <span className="project-lines">{values.map((line) => <span key={line}>{line}</span>)}</span> : none);
  return (
    <Card size="small" title={<Trans>End customer and site</Trans>} className="project-card">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'customer', label: t`End customer`, children: lines([customer.name, ...addressLines(customer, countryName)].filter((line): line is string => Boolean(line))) },
          { key: 'contact', label: t`Contact`, children: lines([customer.email, customer.phone].filter((line): line is string => Boolean(line))) },
          { key: 'site', label: t`Site address`, children: lines(addressLines(project.site_address, countryName)) },
        ]}
      />
      {project.notes && <Typography.Paragraph className="pre-line project-notes">{project.notes}</Typography.Paragraph>}
    </Card>
  );
}

export function ProjectView({ project, locale, canEdit, listHref, onEdit, children }: ProjectViewProps) {
  const number = project.number;
  return (
    <section className="project-page" aria-labelledby="project-title">
      <Link to={listHref} className="project-back">
        <ArrowLeftOutlined aria-hidden /> <Trans>All pool projects</Trans>
      </Link>
      <Flex className="project-header" justify="space-between" align="start" gap={12} wrap>
        <div>
          <Typography.Title level={2} id="project-title">
            {project.name}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="project-number">
            <Trans>Project {number}</Trans> · {project.pool_summary}
          </Typography.Text>
        </div>
        {canEdit && (
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} data-testid="edit-project">
            <Trans>Edit the project</Trans>
          </Button>
        )}
      </Flex>
      <Card size="small" title={<Trans>The pool</Trans>} className="project-card">
        <PoolDescription pool={project.pool} locale={locale} />
      </Card>
      <CustomerCard project={project} locale={locale} />
      {children}
    </section>
  );
}
