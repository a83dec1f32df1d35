/**
 * The frame of a screen whose content ships with a later release: its route,
 * guards, layout and title are live; the body says plainly what is coming.
 */
import { Trans } from '@lingui/react/macro';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';

export function UpcomingScreen({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <section>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Result status="info" title={<Trans>Available in a coming release</Trans>} subTitle={description} />
    </section>
  );
}
