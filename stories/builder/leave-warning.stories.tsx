/**
 * The warning before leaving a quote with unsaved changes (use-unsaved-guard.tsx), in a
 * data router as in the app: a link away opens the dialog; "stay" closes it for good and
 * keeps the page, and the next attempt asks again; "leave" goes.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLeaveWarning } from '../../src/features/builder/use-unsaved-guard.tsx';
import { i18n } from '../../src/i18n/i18n.ts';

function GuardedQuote() {
  const { dialog } = useLeaveWarning(true);
  return (
    <>
      <p>quote page</p>
      <Link to="/home">home</Link>
      {dialog}
    </>
  );
}

function Home() {
  return <p>home page at {useLocation().pathname}</p>;
}

function LeaveWarningStory() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/quote/1', element: <GuardedQuote /> },
        { path: '/home', element: <Home /> },
      ],
      { initialEntries: ['/quote/1'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Builder/Leave warning', component: LeaveWarningStory } satisfies Meta<typeof LeaveWarningStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const leaveDialog = async (page: ReturnType<typeof within>) => page.findByRole('dialog', { name: i18n._(msg`Leave without saving?`) });

export const StayThenLeave: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('link', { name: 'home' }));
    await userEvent.click(within(await leaveDialog(page)).getByRole('button', { name: i18n._(msg`Stay on the quote`) }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The dialog stays closed once the router has answered, and the quote stays on screen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(page.getByText('quote page')).toBeVisible();

    await userEvent.click(page.getByRole('link', { name: 'home' }));
    await userEvent.click(within(await leaveDialog(page)).getByRole('button', { name: i18n._(msg`Leave without saving`) }));
    await expect(await page.findByText('home page at /home')).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
