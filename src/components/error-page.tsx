/** The 404 and 500 pages: what happened, and a button that resets the session and returns home. */
import { CloseCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { resetApplication } from '../lib/reset-app.ts';
import { Logo } from './logo.tsx';
import { StatusPanel } from './status-panel.tsx';

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
      <StatusPanel
        tone={status === '500' ? 'error' : 'warning'}
        icon={status === '500' ? <CloseCircleOutlined aria-hidden /> : <QuestionCircleOutlined aria-hidden />}
        code={status}
        title={title}
        subTitle={subTitle}
        action={
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
