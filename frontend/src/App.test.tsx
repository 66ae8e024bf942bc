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
});
