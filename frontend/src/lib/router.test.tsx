import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, useHold, useLeaveGuard, useRoute } from './router';
import type { Hold } from './router';

function Probe({ hold, question = null }: { hold?: Hold; question?: string | null }) {
  const route = useRoute();
  useHold(hold ?? (() => null));
  useLeaveGuard(question);
  return <p data-testid="path">{route.path}</p>;
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
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Probe hold={() => new Promise<boolean>((r) => (answer = r))} question="Leave and lose them?" />);
    back('#/');
    await act(async () => answer(true));
    expect(confirm).toHaveBeenCalledWith('Leave and lose them?');
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
  });

  it('asks the leave guard on a plain address change, and puts the address back on Cancel', () => {
    window.location.hash = '#/settings';
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Probe question="Leave and lose them?" />);
    back('#/');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/settings');
    expect(screen.getByTestId('path')).toHaveTextContent('/settings');
    confirm.mockReturnValue(true);
    back('#/');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
