/** The 404 and 500 pages: what happened, and a button that resets the session and returns home. */
import { Trans } from '@lingui/react/macro';
import { Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { resetApplication } from '../lib/reset-app.ts';
import { Logo } from './logo.tsx';

interface ErrorPageProps {
  status: '404' | '500';
  title: ReactNode;
  subTitle: ReactNode;
  landingPath: string;
}

export function ErrorPage({ status, title, subTitle, landingPath }: ErrorPageProps) {
  const [resetting, setResetting] = useState(false);
  return (
    <main className="error-page">
      <Logo />
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button
            type="primary"
            loading={resetting}
            onClick={() => {
              setResetting(true);
              void resetApplication(landingPath);
            }}
          >
            <Trans>Reset and return home</Trans>
          </Button>
        }
      />
    </main>
  );
}
