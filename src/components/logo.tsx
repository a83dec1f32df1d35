import { Trans } from '@lingui/react/macro';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <img src="/logo.svg" alt="" width={32} height={32} />
      {!compact && (
        <span className="logo-text">
          Aquaterra <small><Trans>Configurator</Trans></small>
        </span>
      )}
    </span>
  );
}
