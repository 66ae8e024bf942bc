import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useKeys } from '../lib/keys';
import { parseHash } from '../lib/router';
import { Workspace } from '../screens/Workspace';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Modal } from './Modal';

/**
 * Screen is a screen with a button that opens a dialog, a button and a
 * one-key shortcut behind it, and a dialog with a field and a footer
 * (or, with empty, nothing to focus).
 */
function Screen({ onRun, empty = false }: { onRun: () => void; empty?: boolean }) {
  const [open, setOpen] = useState(false);
  useKeys({ r: onRun, 'Mod+Enter': onRun });
  return (
    <>
      <button onClick={() => setOpen(true)}>Open values</button>
      <button onClick={onRun}>▶ Run all</button>
      {open && (
        <Modal
          title="Values for this run"
          onClose={() => setOpen(false)}
          footer={
            empty ? undefined : (
              <>
                <button className="btn" onClick={() => setOpen(false)}>
                  Cancel
                </button>
                <button className="btn btn-primary" onClick={() => setOpen(false)}>
                  Run
                </button>
              </>
            )
          }
        >
          {empty ? <p>Loading…</p> : <input aria-label="password" />}
          <button hidden>hidden submit</button>
        </Modal>
      )}
    </>
  );
}

describe('a dialog', () => {
  it('takes the focus, keeps Tab and Shift+Tab inside, and gives the focus back on closing', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(<Screen onRun={run} />);
    const opener = screen.getByRole('button', { name: 'Open values' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Values for this run' });
    const field = within(dialog).getByLabelText('password');
    expect(field).toHaveFocus();

    // Tab: Cancel, Run, then round to the dialog's first element (Close),
    // never to the screen behind.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Run' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Shift+Tab from the first goes round to the last.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Run' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // The screen's shortcuts are off while it is open.
    await user.keyboard('r');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(run).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // and on again once it is closed
    await user.keyboard('r');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back when closed with a button, but not to an opener that is gone', async () => {
    const user = userEvent.setup();
    render(<Screen onRun={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Open values' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();

    function Gone() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {!open && <button onClick={() => setOpen(true)}>Open and go</button>}
          {open && (
            <Modal title="Alone" onClose={() => setOpen(false)}>
              <input aria-label="name" />
            </Modal>
          )}
        </>
      );
    }
    render(<Gone />);
    await user.click(screen.getByRole('button', { name: 'Open and go' }));
    expect(screen.getByLabelText('name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Alone' })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('takes the focus itself while it has nothing to focus yet, and Tab stays in it', async () => {
    const user = userEvent.setup();
    render(<Screen onRun={() => {}} empty />);
    await user.click(screen.getByRole('button', { name: 'Open values' }));
    const dialog = screen.getByRole('dialog', { name: 'Values for this run' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps the keyboard from Run all behind "Export as…" in the editor', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    let answer!: () => void;
    // The formats arrive late: the dialog has nothing to focus at first.
    fake.handle('ExportFormats', () => new Promise((res) => (answer = () => res([{ name: 'json', label: 'Reprise trajectory (JSON)', extension: '.json', language: 'json' }]))));
    fake.handle('ExportFlow', () => ({ fileName: 'log-in.json', mediaType: 'application/json', language: 'json', content: '{}' }));
    const id = fixtures.login.id;
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    const exportBtn = screen.getByRole('button', { name: 'Export as…' });
    await user.click(exportBtn);
    const dialog = await screen.findByRole('dialog', { name: 'Export “Log in” as…' });
    expect(dialog).toHaveFocus();
    answer();
    await within(dialog).findByRole('radio', { name: /Reprise trajectory/ });
    expect(dialog).toHaveFocus(); // the formats arriving do not move the focus
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Enter}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(fake.callsTo('StartRun')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportBtn).toHaveFocus();
  });
});
