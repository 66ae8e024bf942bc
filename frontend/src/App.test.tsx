import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { fixtures } from './test/fakeStudio';
import { renderWith } from './test/render';

describe('App shell', () => {
  it('routes the hash to the library, the editor and settings', async () => {
    renderWith(<App />);
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    act(() => {
      window.location.hash = `#/t/${fixtures.login.id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByLabelText('Trajectory name')).toHaveValue('Log in');
    act(() => {
      window.location.hash = '#/settings';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('lists keyboard shortcuts on ? and switches the theme', async () => {
    const user = userEvent.setup();
    renderWith(<App />);
    await screen.findByRole('heading', { name: 'Library' });
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent('Save: a new revision, the recording, the settings');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Theme: system' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('opens the Library’s flows on g, as its list of shortcuts says, not the view the Library was left on; never from a field', async () => {
    const user = userEvent.setup();
    // The Library was left on its Cache view, then Settings opened.
    sessionStorage.setItem('reprise.library.view', 'cache');
    window.location.hash = '#/settings';
    renderWith(<App />);
    await screen.findByRole('heading', { name: 'Settings' });
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent('gLibrary (its flows)');
    await user.keyboard('{Escape}');

    // g typed in a field (a select too) is the field's, not a shortcut.
    const select = screen.getAllByRole('combobox')[0];
    select.focus();
    await user.keyboard('g');
    expect(window.location.hash).toBe('#/settings');

    // After a click on a button, g opens the Library on its flows.
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    await user.keyboard('{Escape}');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('g');
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Trajectories' })).toBeInTheDocument();
    // …and the editor's ← comes back to the flows too.
    expect(sessionStorage.getItem('reprise.library.view')).toBe('flows');
  });
});
