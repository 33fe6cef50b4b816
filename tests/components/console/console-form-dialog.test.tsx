import { fireEvent, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormTextField } from '@/components/forms/form-text-field';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/setup/render';

import { apiError, eventually } from './console-fixtures';

type Values = { name: string };

/** A console form as a domain writes one: a react-hook-form field, its save, the kit's dialog. */
function PetraDialog({
  send,
  onClose,
  onSaved,
}: {
  send: (values: Values) => Promise<void>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { name: '' } });
  const save = useConsoleSave(
    'The change failed.',
    onFormFields(setError, (field) => (field === 'name' ? 'name' : undefined)),
  );
  const submit = handleSubmit(async (values) => {
    if (await save.run(() => send(values))) onSaved();
  });
  return (
    <ConsoleFormDialog
      title="Edit Petra"
      save={save}
      labels={{ cancel: 'Cancel', save: 'Save' }}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={control} name="name" label="Name" />
    </ConsoleFormDialog>
  );
}

function renderDialog(send: (values: Values) => Promise<void>, locale: Locale = 'en') {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<PetraDialog send={send} onClose={onClose} onSaved={onSaved} />, {
    locale,
  });
  const dialog = screen.getByRole('dialog', { name: 'Edit Petra' });
  const type = (value: string) =>
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value },
    });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { dialog, type, save, onClose, onSaved };
}

describe('ConsoleFormDialog and useConsoleSave (issue 24: one frame for a console form)', () => {
  it('sends what was typed with Save (the form’s submit button); Cancel closes', async () => {
    const send = vi.fn(async () => undefined);
    const { dialog, type, save, onClose, onSaved } = renderDialog(send);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    type('Petra Trading');
    save();
    await eventually(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({ name: 'Petra Trading' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ignores closing while the save runs: Cancel waits, Escape and the close button do nothing', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, save, onClose, onSaved } = renderDialog(send);
    save();
    await eventually(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await eventually(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps what was typed when the record moved on (409), with a reload; a new try clears it', async () => {
    const stale = 'This record was changed by someone else. Reload it to see the change.';
    const send = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(apiError(409, { message: stale, errors: { version: [stale] } }))
      .mockResolvedValueOnce(undefined);
    const { dialog, type, save, onSaved } = renderDialog(send);
    type('Petra Trading');
    save();
    expect(await within(dialog).findByTestId('stale-version')).toHaveTextContent(stale);
    expect(within(dialog).getByRole('button', { name: 'Reload to see the change' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Petra Trading');
    expect(onSaved).not.toHaveBeenCalled();
    save();
    await eventually(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(within(dialog).queryByTestId('stale-version')).not.toBeInTheDocument();
  });

  it('puts a field error on its field (focused); any other refusal above the form', async () => {
    const send = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(
        apiError(422, { message: 'Check the form.', errors: { name: ['Name is taken.'] } }),
      )
      .mockRejectedValueOnce(apiError(403, { message: 'You may not change this.' }))
      .mockRejectedValueOnce(apiError(500));
    const { dialog, save } = renderDialog(send);
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    save();
    expect(await within(dialog).findByText('Name is taken.')).toBeVisible();
    await eventually(() => expect(field).toHaveFocus());
    expect(within(dialog).queryByText('Check the form.')).not.toBeInTheDocument();
    save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You may not change this.');
    save();
    await eventually(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The change failed.'),
    );
  });

  it('reads in Arabic: the frame’s close button in the page’s language', () => {
    const { dialog } = renderDialog(
      vi.fn(async () => undefined),
      'ar',
    );
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  });
});
