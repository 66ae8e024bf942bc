import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RevisionInfo, Step, Trajectory } from '../api/generated';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { diffRevision, RevisionsPanel } from './RevisionsPanel';

const id = fixtures.login.id;
const old = fixtures.login.steps; // s1 fill Email, s2 fill Password, s3 click Sign in, s4 assert-url
// The current revision: s1's instruction and value changed, s2 the same,
// s3 removed, s4's target's first locator changed, s5 added.
const now: Step[] = [
  { ...old[0], instruction: 'type {{email}} into Email', value: '{{email}}' },
  old[1],
  { ...old[3], target: { candidates: [{ kind: 'css', value: '#dash', score: 1 }], fingerprint: { tag: 'main' } } as unknown as Step['target'] },
  { id: 's5', action: 'click', instruction: 'click Sign out' },
];
const revisions: RevisionInfo[] = [1, 2, 3].map((r) => ({
  revision: r,
  updatedAt: '2026-11-22T20:00:00Z',
  steps: 4,
  name: 'Log in',
  startUrl: r === 3 ? 'http://127.0.0.1:8401/login.html' : 'http://127.0.0.1:8391/login.html',
}));

function fakeWithRevisions() {
  const fake = new FakeStudio();
  const rev = (r: number): Trajectory => ({
    ...structuredClone(fixtures.login),
    revision: r,
    steps: r === 3 ? structuredClone(now) : structuredClone(old),
    startUrl: revisions[r - 1].startUrl,
  });
  fake.handle('GetRevision', (tid, r) => {
    expect(tid).toBe(id);
    return rev(r);
  });
  return fake;
}

describe('RevisionsPanel', () => {
  it("View shows a revision's steps read-only, and which were added, removed or changed since, against the current revision", async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn();
    const fake = fakeWithRevisions();
    renderWith(<RevisionsPanel trajectoryId={id} revisions={revisions} current={3} onRestore={onRestore} />, fake);
    const rows = screen.getAllByTestId('revision');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['3', '2', '1']);
    // Which site each revision replays on tells them apart.
    expect(rows.map((r) => r.querySelectorAll('td')[3]?.textContent)).toEqual(['127.0.0.1:8401/login.html', '127.0.0.1:8391/login.html', '127.0.0.1:8391/login.html']);
    await user.click(within(rows[2]).getByRole('button', { name: 'View revision 1' }));

    const view = await screen.findByRole('dialog', { name: 'Revision 1' });
    expect(await within(view).findByTestId('revision-summary')).toHaveTextContent(
      'Since this revision, the current revision 3 has 1 step added, 1 removed and 2 changed, and its start URL changed from http://127.0.0.1:8391/login.html to http://127.0.0.1:8401/login.html.',
    );
    expect(fake.callsTo('GetRevision')).toEqual([
      [id, 1],
      [id, 3],
    ]);
    const steps = within(view).getAllByTestId('revision-step');
    const cells = steps.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['1', 'fill', 'type {{user}} into Email', 'changed since instruction, value'],
      ['2', 'fill', 'type {{password}} into Password', ''],
      ['3', 'click', 'click Sign in', 'removed since'],
      ['4', 'assert-url', 'verify the url contains /dashboard', 'changed since target'],
      ['4', 'click', 'click Sign out', 'added since'],
    ]);
    expect(steps.map((tr) => tr.dataset.change)).toEqual(['changed', 'same', 'removed', 'changed', 'added']);
    // Read-only: nothing to type into or pick.
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(view).queryByRole('combobox')).not.toBeInTheDocument();

    // Restore from the view restores that revision.
    await user.click(within(view).getByRole('button', { name: 'Restore revision 1' }));
    expect(onRestore).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The current revision has nothing to compare with and no Restore.
    await user.click(screen.getByRole('button', { name: 'View revision 3' }));
    const cur = await screen.findByRole('dialog', { name: 'Revision 3' });
    expect(await within(cur).findByTestId('revision-summary')).toHaveTextContent('This is the current revision: 4 steps.');
    expect(within(cur).getAllByTestId('revision-step').map((tr) => tr.dataset.change)).toEqual(['same', 'same', 'same', 'same']);
    expect(within(cur).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    await user.click(within(cur).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why when a revision cannot be loaded', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    renderWith(<RevisionsPanel trajectoryId={id} revisions={revisions} current={3} onRestore={() => {}} />, fake);
    await user.click(screen.getByRole('button', { name: 'View revision 2' }));
    const view = await screen.findByRole('dialog', { name: 'Revision 2' });
    expect(await within(view).findByRole('alert')).toHaveTextContent('Could not load revision 2');
  });

  it('compares by step id: a moved step is not a change', () => {
    const d = diffRevision(old, [old[1], old[0], old[2], old[3]]);
    expect(d.counts).toEqual({ added: 0, removed: 0, changed: 0 });
  });
});
