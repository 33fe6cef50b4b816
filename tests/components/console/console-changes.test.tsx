import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useConsoleChanges } from '@/components/console/console-changes';
import { router } from '@/tests/setup/navigation';

import { apiError, eventually, renderConsole } from './console-fixtures';

const refresh = router.refresh;

function Remove({ run }: { run: () => Promise<void> }) {
  const changes = useConsoleChanges();
  return (
    <button
      type="button"
      onClick={() =>
        changes.confirm({ title: 'Delete Petra?', text: 'It goes.', run, done: 'Petra deleted.' })
      }
    >
      Delete
    </button>
  );
}

describe('ConsoleChanges (issue 24: one way a console change asks, runs and is told)', () => {
  beforeEach(() => refresh.mockReset());

  it('asks first; Cancel runs nothing and announces nothing', async () => {
    const run = vi.fn(async () => undefined);
    renderConsole(<Remove run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Petra?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('console-change-status')).toBeEmptyDOMElement();
  });

  it('runs on Confirm, announces the outcome and renders the page again', async () => {
    const run = vi.fn(async () => undefined);
    renderConsole(<Remove run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Petra?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(screen.getByRole('status')).toHaveTextContent('Petra deleted.'));
    expect(run).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledOnce();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps a refusal in the dialog with the answer's reason; a stale version refreshes the rows", async () => {
    const run = vi.fn(async () => {
      throw apiError(409, {
        message: 'Someone changed this record meanwhile.',
        errors: { version: ['Someone changed this record meanwhile.'] },
      });
    });
    renderConsole(<Remove run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Petra?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone changed this record meanwhile.',
    );
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.getByTestId('console-change-status')).toBeEmptyDOMElement();
  });

  it('names a failure without a message with the page’s own text', async () => {
    const run = vi.fn(async () => {
      throw apiError(500);
    });
    renderConsole(<Remove run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Petra?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The change failed.');
    expect(refresh).not.toHaveBeenCalled();
  });
});
