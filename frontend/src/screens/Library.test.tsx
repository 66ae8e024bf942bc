import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Library, fold, otherSite } from './Library';

const info = { version: 't', mode: 'web' as const, storeDir: '/s', dialogs: false };

describe('Library', () => {
  it('lists trajectories with tags, step count and last run status', async () => {
    renderWith(<Library info={info} />);
    const row = await screen.findByTestId(`traj-${fixtures.login.id}`);
    expect(within(row).getByText('Log in')).toBeInTheDocument();
    expect(within(row).getByText('#smoke')).toBeInTheDocument();
    expect(within(row).getByText('passed')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
  });

  it('says on which site the last run ran when it was not the flow\'s own', async () => {
    const fake = new FakeStudio();
    fake.runs[0].startUrl = 'https://staging.example.com/login.html';
    renderWith(<Library info={info} />, fake);
    const row = await screen.findByTestId(`traj-${fixtures.login.id}`);
    expect(within(row).getByText(/on staging\.example\.com/)).toBeInTheDocument();
    expect(otherSite({ startUrl: 'http://a.test/x', lastRunStartUrl: 'http://a.test/y' })).toBe('');
  });

  it('searches by what the user types', async () => {
    const user = userEvent.setup();
    renderWith(<Library info={info} />);
    await screen.findByText('Log in');
    await user.type(screen.getByLabelText('Search trajectories'), 'checkout');
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();
  });

  // "uberprufung" did not find "Überprüfung".
  it('searches with accents and case aside, on both sides', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set('de1', { ...structuredClone(fixtures.login), id: 'de1', name: 'Überprüfung der Bestellung', tags: ['Café'] });
    renderWith(<Library info={info} />, fake);
    await screen.findByTestId('traj-de1');
    const search = screen.getByLabelText('Search trajectories');
    await user.type(search, 'uberprufung');
    expect(screen.getByTestId('traj-de1')).toBeInTheDocument();
    expect(screen.queryByTestId(`traj-${fixtures.login.id}`)).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ÜBERPRÜFUNG');
    expect(screen.getByTestId('traj-de1')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'cafe');
    expect(screen.getByTestId('traj-de1')).toBeInTheDocument();
    expect(fold('Überprüfung Crème brûlée')).toBe('uberprufung creme brulee');
  });

  // "✕ failed" under Last run was no link: its trace took the flow, the Runs tab, then Trace.
  it('opens the last run\'s trace from its badge', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.runs = [structuredClone(fixtures.runFailed)];
    renderWith(<Library info={info} />, fake);
    const row = await screen.findByTestId(`traj-${fixtures.login.id}`);
    const link = within(row).getByRole('link', { name: 'Trace of the last run (failed)' });
    expect(link).toHaveTextContent('failed');
    expect(link).toHaveAttribute('href', `#/t/${fixtures.login.id}/runs/${fixtures.runFailed.id}`);
    await user.click(link);
    expect(window.location.hash).toBe(`#/t/${fixtures.login.id}/runs/${fixtures.runFailed.id}`);
  });

  it('shows a flow never run without a link', async () => {
    const fake = new FakeStudio();
    fake.runs = [];
    renderWith(<Library info={info} />, fake);
    const row = await screen.findByTestId(`traj-${fixtures.login.id}`);
    expect(within(row).getByText('never run')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Trace of the last run/ })).not.toBeInTheDocument();
  });

  it('filters by tag', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set('checkout1', { ...structuredClone(fixtures.login), id: 'checkout1', name: 'Check out', tags: ['shop'] });
    renderWith(<Library info={info} />, fake);
    await user.click(await screen.findByRole('button', { name: '#auth' }));
    expect(screen.getByTestId(`traj-${fixtures.login.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId('traj-checkout1')).not.toBeInTheDocument();
  });

  // Typed with no pause, Enter opened the row of the list shown before the
  // search (the filter waited 120 ms for the backend): "Log in" instead
  // of "Checkout".
  it('opens the flow the search shows selected when / text ↓ Enter are typed with no pause', async () => {
    const user = userEvent.setup({ delay: null });
    const fake = new FakeStudio();
    fake.trajectories.set('checkout1', { ...structuredClone(fixtures.login), id: 'checkout1', name: 'Checkout', tags: [], updatedAt: '2000-01-01T00:00:00Z' });
    renderWith(<Library info={info} />, fake);
    await screen.findByTestId('traj-checkout1');
    expect(screen.getAllByRole('row', { selected: true })[0]).toHaveTextContent('Log in');
    await user.keyboard('/Checkout{ArrowDown}{Enter}');
    expect(window.location.hash).toBe('#/t/checkout1');
  });

  it('deletes with an undo that brings the trajectory back', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Library info={info} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Log in' }));
    await waitFor(() => expect(screen.queryByTestId(`traj-${fixtures.login.id}`)).not.toBeInTheDocument());
    expect(fake.deleted.has(fixtures.login.id)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByTestId(`traj-${fixtures.login.id}`)).toBeInTheDocument();
    expect(fake.callsTo('UndeleteTrajectory')).toEqual([[fixtures.login.id]]);
  });

  it('imports a file chosen in the browser through the import dialog', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Library info={info} />);
    await screen.findByText('Log in');
    const content = JSON.stringify({ ...fixtures.login, name: 'Imported flow' });
    const file = new File([content], 'flow.json', { type: 'application/json' });
    await user.click(screen.getByRole('button', { name: 'Import…' }));
    await user.upload(await screen.findByTestId('import-flow-file'), file);
    await waitFor(() => expect(fake.callsTo('ImportFlow')).toHaveLength(1));
    expect(fake.callsTo('ImportFlow')[0].slice(1)).toEqual(['flow.json', 'new']);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Imported flow')).toBeInTheDocument();
  });

  it('opens the selected trajectory with Enter and focuses search with /', async () => {
    const user = userEvent.setup();
    renderWith(<Library info={info} />);
    await screen.findByText('Log in');
    await user.keyboard('/');
    expect(screen.getByLabelText('Search trajectories')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe(`#/t/${fixtures.login.id}`);
  });

  // The rail's Library link has the keyboard after it was clicked: ↓ then
  // Enter opened nothing (Enter pressed the link, to the Library again).
  it('moves from a focused link outside the list into it with ↓, and Enter then opens the selected flow', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set('checkout1', { ...structuredClone(fixtures.login), id: 'checkout1', name: 'Check out' });
    renderWith(
      <>
        <nav className="rail">
          <a href="#/">Library</a>
        </nav>
        <Library info={info} />
      </>,
      fake,
    );
    const rows = await screen.findAllByTestId(/^traj-/);
    window.location.hash = '#/';
    screen.getByRole('link', { name: 'Library' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Library' })).not.toHaveFocus();
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe(`#/t/${rows[1].dataset.testid!.replace('traj-', '')}`);
  });

  // Enter on a focused button or link is for it, not the Library's "open
  // the selected flow" shortcut: before, Enter on the second flow's Run or
  // Delete opened the first flow.
  it('leaves Enter on a focused button or link to it', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const second = { ...structuredClone(fixtures.login), id: 'checkout1', name: 'Check out' };
    fake.trajectories.set(second.id, second);
    renderWith(<Library info={info} />, fake);
    const row = await screen.findByTestId('traj-checkout1');

    within(row).getByRole('button', { name: /Run/ }).focus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/t/checkout1?run=1');

    window.location.hash = '';
    within(row).getByRole('link', { name: 'Check out' }).focus();
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/t/checkout1');

    window.location.hash = '';
    within(row).getByRole('button', { name: 'Delete Check out' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.deleted.has('checkout1')).toBe(true));
    expect(fake.deleted.has(fixtures.login.id)).toBe(false);
    expect(window.location.hash).toBe('');
  });

  it('leaves Space and Delete on a focused button to it, and keeps the shortcuts elsewhere', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set('checkout1', { ...structuredClone(fixtures.login), id: 'checkout1', name: 'Check out' });
    renderWith(<Library info={info} />, fake);
    const row = await screen.findByTestId('traj-checkout1');
    // Delete on a focused button is not "delete the selected flow" (the first).
    within(row).getByRole('button', { name: /Run/ }).focus();
    await user.keyboard('{Delete}');
    expect(fake.deleted.size).toBe(0);
    // Space presses the focused tag chip.
    screen.getByRole('button', { name: '#auth' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '#auth' })).toHaveAttribute('aria-pressed', 'true');
    // Off the controls, Delete still deletes the selected flow.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(fake.deleted.size).toBe(1));
  });

  // The editor's ← goes to "/": someone who opened a cache entry from the
  // Cache view comes back to it, not to Flows.
  it('comes back to the view it was left on, and opens the one the address names', async () => {
    const user = userEvent.setup();
    const first = renderWith(<Library info={info} />);
    await user.click(await screen.findByRole('tab', { name: 'Cache' }));
    expect(window.location.hash).toBe('#/?view=cache');
    first.unmount();
    window.location.hash = '#/';
    const again = renderWith(<Library info={info} />);
    expect(await screen.findByRole('tab', { name: 'Cache' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Cache entries' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Flows' }));
    expect(window.location.hash).toBe('#/');
    again.unmount();
    window.location.hash = '#/?view=cache';
    renderWith(<Library info={info} />);
    expect(await screen.findByRole('tab', { name: 'Cache' })).toHaveAttribute('aria-selected', 'true');
  });

  it('invites a first recording when the library is empty', async () => {
    const fake = new FakeStudio();
    fake.trajectories.clear();
    renderWith(<Library info={info} />, fake);
    expect(await screen.findByText('No flows yet')).toBeInTheDocument();
  });
});
