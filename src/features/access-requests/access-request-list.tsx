/**
 * The login page's requests for access as cards, newest first (a card list
 * rather than a table: nothing is lost off-screen at phone width): status,
 * date, company, person, e-mail, phone, country, language and message; a new
 * one offers Accept and Decline, an answered one says who answered, when, and
 * the reason. Data and callbacks only, for the stories.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { LOCALE_INFO, type Locale } from '../../../engine/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { LoginAccessRequest } from './use-access-requests.ts';
import './access-requests.css';

type Status = LoginAccessRequest['status'];

export const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  new: msg`New request`,
  accepted: msg`Request accepted`,
  declined: msg`Request declined`,
};
/** A language's name in the page's language ("allemand" on a French page), capitalised for a field of its own. */
export function languageName(language: Locale, pageLocale: Locale, capitalise = false): string {
  const name = new Intl.DisplayNames([LOCALE_INFO[pageLocale].iso], { type: 'language' }).of(language) ?? LOCALE_INFO[language].label;
  return capitalise ? name.charAt(0).toLocaleUpperCase(LOCALE_INFO[pageLocale].iso) + name.slice(1) : name;
}

const STATUS_COLOURS: Record<Status, string | undefined> = { new: 'gold', accepted: 'green', declined: undefined };

export interface AccessRequestListProps {
  requests: LoginAccessRequest[];
  loading: boolean;
  error: string | null;
  /** The page's language (dates, country and language names). */
  locale: Locale;
  /** Country names by code, in the page's language. */
  countryName(code: string): string;
  onAccept(request: LoginAccessRequest): void;
  onDecline(request: LoginAccessRequest): void;
  onRetry(): void;
}

function Answer({ request, locale }: { request: LoginAccessRequest; locale: Locale }) {
  const when = formatDateTime(request.answered_at, locale);
  const who = request.answered_by ?? '';
  const reason = request.reason;
  return (
    <div className="access-request-answer">
      <Typography.Text type="secondary">
        {request.status === 'accepted' ? <Trans>Accepted by {who} on {when}</Trans> : <Trans>Declined by {who} on {when}</Trans>}
      </Typography.Text>
      {reason && (
        <Typography.Paragraph className="access-request-reason">
          <Trans>Reason: {reason}</Trans>
        </Typography.Paragraph>
      )}
    </div>
  );
}

function RequestCard({ request, locale, countryName, onAccept, onDecline }: { request: LoginAccessRequest } & Pick<AccessRequestListProps, 'locale' | 'countryName' | 'onAccept' | 'onDecline'>) {
  const { t, i18n } = useLingui();
  const titleId = `access-request-${request.id}-title`;
  const company = request.company;
  const requestedOn = formatDateTime(request.requested_at, locale);
  return (
    <article className="access-request" aria-labelledby={titleId} data-testid={`access-request-${request.id}`} data-status={request.status}>
      <header className="access-request-header">
        <h3 id={titleId} className="access-request-company">
          {company}
        </h3>
        <Tag color={STATUS_COLOURS[request.status]} className="access-request-status">
          {i18n._(STATUS_LABELS[request.status])}
        </Tag>
      </header>
      <Typography.Text type="secondary" className="access-request-date">
        {t`Requested on ${requestedOn}`}
      </Typography.Text>
      <dl className="access-request-fields">
        <div>
          <dt>{t({ message: `Contact`, context: 'person' })}</dt>
          <dd>{request.contact_name}</dd>
        </div>
        <div>
          <dt>{t`E-mail`}</dt>
          <dd>
            <Typography.Link href={`mailto:${request.email}`}>{request.email}</Typography.Link>
          </dd>
        </div>
        <div>
          <dt>{t`Phone`}</dt>
          <dd>{request.phone ? <Typography.Link href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</Typography.Link> : <Typography.Text type="secondary">{t`Not given`}</Typography.Text>}</dd>
        </div>
        <div>
          <dt>{t`Country`}</dt>
          <dd>{countryName(request.country_code)}</dd>
        </div>
        <div>
          <dt>{t`Language`}</dt>
          <dd>{languageName(request.locale, locale, true)}</dd>
        </div>
      </dl>
      {request.message && (
        <blockquote className="access-request-message" aria-label={t`Message`}>
          {request.message}
        </blockquote>
      )}
      {request.status === 'new' ? (
        <div className="access-request-actions">
          <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => onAccept(request)} aria-label={t`Accept the request of ${company}`}>
            <Trans>Accept</Trans>
          </Button>
          <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => onDecline(request)} aria-label={t`Decline the request of ${company}`}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      ) : (
        <Answer request={request} locale={locale} />
      )}
    </article>
  );
}

export function AccessRequestList(props: AccessRequestListProps) {
  const { t } = useLingui();
  const { requests, loading, error, onRetry } = props;
  const waiting = requests.filter((request) => request.status === 'new').length;
  return (
    <section className="access-request-list" aria-labelledby="access-request-list-title">
      <Typography.Title level={2} id="access-request-list-title" className="page-title">
        <Trans>Requests for access</Trans>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Trans>Visitors of the sign-in page asking for an account. Accepting one creates its installer company and first user, who receives a link to choose a password; declining one tells the visitor by e-mail.</Trans>
      </Typography.Paragraph>
      {!loading && !error && requests.length > 0 && (
        <Typography.Paragraph strong data-testid="access-requests-waiting">
          {waiting === 0 ? t`No request waiting for an answer.` : t`Waiting for an answer: ${waiting}`}
        </Typography.Paragraph>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          role="alert"
          action={
            <Button size="small" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}
      {!error && loading && <Skeleton active />}
      {!error && !loading && requests.length === 0 && <Empty description={t`No request for access yet.`} />}
      {!error && !loading && requests.length > 0 && (
        <div className="access-request-cards">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} {...props} />
          ))}
        </div>
      )}
    </section>
  );
}
