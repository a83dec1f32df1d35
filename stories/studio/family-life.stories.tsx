/**
 * A family's life cycle in the studio's header: deactivate (after a
 * confirmation) and reactivate; a delete the server refuses for a family
 * that quotes use, its reason shown with "Deactivate instead"; and the
 * server's refusal of a save, each error with its line, and for a text that
 * names another family the way to start a new family from it.
 */
import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FamilyLifeActions, FamilyLifeState } from '../../src/features/studio/family-life-actions.tsx';
import { SaveRefusal } from '../../src/features/studio/save-refusal.tsx';
import type { StudioFailure } from '../../src/features/studio/use-family-studio.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import '../../src/features/studio/studio.css';
import { plain } from '../story-text.ts';

const IN_USE: StudioFailure = {
  code: 'family_in_use',
  message: 'Cette famille ne peut pas être supprimée\u00a0: des devis l’utilisent (3). Désactivez-la plutôt\u00a0: plus aucun nouveau devis, et ces devis continuent de s’ouvrir et de se chiffrer.',
  details: [],
};

const meta = {
  title: 'Studio/FamilyLife',
  component: FamilyLifeActions,
  args: { title: 'Pompe à chaleur', active: true, onSetActive: fn(async (): Promise<StudioFailure | null> => null), onDelete: fn(async (): Promise<StudioFailure | null> => IN_USE) },
  render: (args) => (
    <div className="studio-header">
      <div className="studio-state">
        <FamilyLifeState active={args.active} published={false} />
      </div>
      <FamilyLifeActions {...args} />
    </div>
  ),
} satisfies Meta<typeof FamilyLifeActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting a family that quotes use: the server's reason, then deactivation offered in its place. */
export const DeleteRefusedDeactivateInstead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(plain(i18n._(msg`Not published yet: no one can quote it`)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Delete…`) }));
    const confirm = await within(document.body).findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: i18n._(msg`Delete`) }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalled());
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('des devis l’utilisent (3)');
    await userEvent.click(within(alert).getByRole('button', { name: i18n._(msg`Deactivate instead`) }));
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(false));
  },
};

/** An inactive family says so and offers to be reactivated. */
export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(plain(i18n._(msg`Inactive: no new quotes`)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n._(msg`Reactivate`) }));
    await waitFor(() => expect(args.onSetActive).toHaveBeenCalledWith(true));
  },
};

const KEY_CHANGED: StudioFailure = {
  code: 'invalid_family_document',
  message: 'Le document de la famille contient des erreurs\u00a0; il est refusé en entier.',
  details: [{ path: '/family', code: 'family_key_changed', message: 'la clé de la famille doit rester « bar »', line: 2 }],
};

/** A save refused because the text names another family: the reason on its line, and how to make a new family of it. */
export const SaveRefusedKeyChanged: StoryObj<typeof SaveRefusal> = {
  render: (args) => <SaveRefusal {...args} />,
  args: { failure: KEY_CHANGED, onShowLine: fn(), onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('la clé de la famille doit rester « bar »');
    await expect(within(alert).getByText(/New family|Nouvelle famille|Neue Familie|Nueva familia|Nieuwe familie|Nuova famiglia/)).toBeVisible();
    const line = 2;
    await userEvent.click(within(alert).getByRole('button', { name: i18n._(msg`line ${line}`) }));
    await expect(args.onShowLine).toHaveBeenCalledWith(2);
  },
};
