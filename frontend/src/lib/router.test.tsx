import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from '../components/ConfirmDialog';
import { navigate, useHold, useLeaveGuard, useRoute } from './router';
import type { Hold } from './router';

function Probe({ hold, question = null }: { hold?: Hold; question?: string | null }) {
  const route = useRoute();
  const confirm = useConfirm();
  useHold(hold ?? (() => null));
  useLeaveGuard(question, (body) => confirm.ask({ title: 'Leave without saving?', body, yes: 'Leave', no: 'Stay' }));
  return (
    <>
      <p data-testid="path">{route.path}</p>
      {confirm.dialog}
    </>
  );
}

// answerLeave presses a button of the leave question's dialog.
async function answerLeave(button: 'Leave' | 'Stay') {
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: button })));
}

// back is the browser's Back as the router sees it: the address first, then hashchange.
function back(to: string) {
  act(() => {
    window.location.hash = to;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('router', () => {
  it('holds an address change a screen asks about: the old address comes back, and the answer decides', async () => {
    window.location.hash = '#/t/a';
    let answer: (go: boolean) => void = () => {};
    const hold = vi.fn((to: string) => (to.startsWith('#/t/a') ? null : new Promise<boolean>((r) => (answer = r))));
    render(<Probe hold={hold} />);

    back('#/');
    expect(hold).toHaveBeenCalledWith('#/');
    expect(window.location.hash).toBe('#/t/a');
    expect(screen.getByTestId('path')).toHaveTextContent('/t/a');
    await act(async () => answer(false));
    expect(window.location.hash).toBe('#/t/a');
    expect(screen.getByTestId('path')).toHaveTextContent('/t/a');

    back('#/');
    await act(async () => {
      answer(true);
      await vi.waitFor(() => expect(window.location.hash).toBe('#/'));
    });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);

    // A change the hold lets through is not held.
    hold.mockClear();
    act(() => navigate('/t/a/runs'));
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/t/a/runs');
  });

  it('goes on after a held Back by stepping back: no entry is added to the history', async () => {
    window.location.hash = '#/';
    window.location.hash = '#/t/b';
    let answer: ((go: boolean) => void) | null = null;
    render(<Probe hold={(to) => (to === '#/' ? new Promise<boolean>((r) => (answer = r)) : null)} />);
    const entries = window.history.length;
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(answer).not.toBeNull());
    });
    expect(window.location.hash).toBe('#/t/b'); // held: the old address is back
    expect(screen.getByTestId('path')).toHaveTextContent('/t/b');
    await act(async () => {
      answer?.(true);
      await vi.waitFor(() => expect(window.location.hash).toBe('#/'));
    });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(window.history.length).toBe(entries);
  });

  it('still asks about unsaved work, after a hold says go', async () => {
    window.location.hash = '#/settings';
    let answer: (go: boolean) => void = () => {};
    const confirm = vi.spyOn(window, 'confirm');
    render(<Probe hold={() => new Promise<boolean>((r) => (answer = r))} question="Leave and lose them?" />);
    back('#/');
    await act(async () => answer(true));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent('Leave and lose them?');
    await answerLeave('Stay');
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the leave guard in its own dialog on a plain address change: Stay puts the address back, Leave goes', async () => {
    window.location.hash = '#/settings';
    const confirm = vi.spyOn(window, 'confirm');
    render(<Probe question="Leave and lose them?" />);
    back('#/');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Leave and lose them?');
    // The safe answer has the keyboard.
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(window.location.hash).toBe('#/settings');
    await answerLeave('Stay');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
    back('#/');
    await act(async () => {
      await answerLeave('Leave');
      await vi.waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Escape in the leave question stays; navigate asks it too', async () => {
    window.location.hash = '#/settings';
    render(<Probe question="Leave and lose them?" />);
    act(() => navigate('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(dialog).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/settings');
    act(() => navigate('/'));
    await act(async () => {
      await answerLeave('Leave');
      await vi.waitFor(() => expect(window.location.hash).toBe('#/'));
    });
  });
});
