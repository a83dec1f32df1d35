import { Trans } from '@lingui/react/macro';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <img src="/logo.svg" alt="" width={32} height={32} />
      {/* compact: the name stays for assistive technologies, so a link around the logo is named by it */}
      <span className={compact ? 'sr-only' : 'logo-text'}>
        Aquaterra <small><Trans>Configurator</Trans></small>
      </span>
    </span>
  );
}
