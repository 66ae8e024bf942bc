import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useKeys, usePausePlainKeys } from './keys';

function Keys({ map }: { map: Record<string, () => void> }) {
  useKeys(map);
  return (
    <div>
      <button onClick={map.clicked}>Press me</button>
      <a href="#/x">A link</a>
      <div role="tab" tabIndex={0}>A tab</div>
      <details>
        <summary>More</summary>
      </details>
      <div data-testid="plain" tabIndex={0}>
        a focusable area
      </div>
    </div>
  );
}

const handlers = () => ({ Enter: vi.fn(), ' ': vi.fn(), Delete: vi.fn(), Backspace: vi.fn(), 'Mod+Enter': vi.fn(), Escape: vi.fn(), j: vi.fn(), clicked: vi.fn() });

describe('useKeys', () => {
  it('leaves Enter, Space, Delete and Backspace on a focused button, link, tab or summary to it', async () => {
    const user = userEvent.setup();
    const h = handlers();
    const { getByRole, getByText } = render(<Keys map={h} />);
    for (const el of [getByRole('button'), getByRole('link'), getByRole('tab'), getByText('More')]) {
      el.focus();
      await user.keyboard('{Enter}{ }{Delete}{Backspace}');
    }
    expect(h.Enter).not.toHaveBeenCalled();
    expect(h[' ']).not.toHaveBeenCalled();
    expect(h.Delete).not.toHaveBeenCalled();
    expect(h.Backspace).not.toHaveBeenCalled();
    // the button did its own thing, twice (Enter and Space)
    expect(h.clicked).toHaveBeenCalledTimes(2);
  });

  it('keeps Mod+ shortcuts, Escape and other plain keys on a focused button', async () => {
    const user = userEvent.setup();
    const h = handlers();
    const { getByRole } = render(<Keys map={h} />);
    getByRole('button').focus();
    await user.keyboard('{Control>}{Enter}{/Control}{Escape}j');
    expect(h['Mod+Enter']).toHaveBeenCalledTimes(1);
    expect(h.Escape).toHaveBeenCalledTimes(1);
    expect(h.j).toHaveBeenCalledTimes(1);
  });

  it('takes the activation keys when no control has the focus', async () => {
    const user = userEvent.setup();
    const h = handlers();
    const { getByTestId } = render(<Keys map={h} />);
    getByTestId('plain').focus();
    await user.keyboard('{Enter}{Delete}');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Enter}{Backspace}');
    expect(h.Enter).toHaveBeenCalledTimes(2);
    expect(h.Delete).toHaveBeenCalledTimes(1);
    expect(h.Backspace).toHaveBeenCalledTimes(1);
    expect(h.clicked).not.toHaveBeenCalled();
  });

  // During a recording the one-key shortcuts are off (a stray g must not
  // leave it), but ? only shows the list of shortcuts: it stays on.
  it('keeps ? on during a recording while g and other plain keys are off', async () => {
    const user = userEvent.setup();
    const help = vi.fn();
    const lib = vi.fn();
    function Recording() {
      usePausePlainKeys(true);
      useKeys({ '?': help, g: lib });
      return <p>recording</p>;
    }
    render(<Recording />);
    await user.keyboard('g?');
    expect(lib).not.toHaveBeenCalled();
    expect(help).toHaveBeenCalledTimes(1);
  });
});
