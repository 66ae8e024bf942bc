import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Edit, Run } from '../api/generated';
import { parseHash } from '../lib/router';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Workspace } from './Workspace';

// The flow's other sites (allowedOrigins): the Other sites field under the
// toolbar, and Allow in the panel of a step stopped at the edge of them.
// Edits go through the editor's rules in Go (goEditor.ts), so the origins
// kept and the refusals are the engine's.

const id = fixtures.login.id;

function open(fake = new FakeStudio()) {
  const path = `/t/${id}`;
  window.location.hash = '#' + path;
  return renderWith(<Workspace id={id} route={parseHash(path)} />, fake);
}

const lastEdits = (fake: FakeStudio) => fake.callsTo('EditTrajectory').at(-1)?.[1] as Edit[];

const pay = 'https://pay.example.com';

/** offSiteRun is a run whose step 3 (click Sign in) was stopped from going to pay. */
function offSiteRun(): Run {
  const run = structuredClone(fixtures.runFailed);
  run.id = 'runF';
  const s = run.steps[2];
  s.attempts = [];
  s.suggestions = [];
  s.offSite = pay;
  s.error = `refusing to go to ${pay}: it is outside this flow's allowed sites; if the flow should go there, allow it: add ${pay} to Other sites, next to the flow's Start URL, or press Allow ${pay}`;
  return run;
}

function failOffSite(fake: FakeStudio) {
  act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
  act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: offSiteRun() }));
}

describe('Workspace other sites', () => {
  it('sets the other sites from the field (Tab from Tags, Enter), kept as origins', async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const field = screen.getByLabelText('Other sites');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', expect.stringContaining('https://login.example.com'));
    await user.click(screen.getByLabelText('Tags'));
    await user.tab();
    expect(field).toHaveFocus();
    await user.type(field, 'https://pay.example.com/x, localhost:9000{Enter}');
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setSites', sites: ['https://pay.example.com/x', 'localhost:9000'] }]));
    // The engine keeps origins: the field shows what the flow now allows.
    await waitFor(() => expect(field).toHaveValue('https://pay.example.com, http://localhost:9000'));
    expect(field).toHaveFocus();
    expect(screen.getByTestId('dirty')).toBeInTheDocument();

    // Saved like any edit.
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveTrajectory')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ allowedOrigins: ['https://pay.example.com', 'http://localhost:9000'] });
  });

  it("shows the engine's refusal of a site that is not a web address and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { fake } = open();
    await screen.findAllByTestId('step');
    const field = screen.getByLabelText('Other sites');
    await user.type(field, 'https://ok.example.com, mailto:ann@example.com{Enter}');
    expect(await screen.findByText(/"mailto:ann@example.com" is not a web address: give a site such as https:\/\/login.example.com/)).toBeInTheDocument();
    expect(lastEdits(fake)[0]).toMatchObject({ op: 'setSites' });
    expect(field).toHaveValue('https://ok.example.com, mailto:ann@example.com');
    expect(screen.queryByTestId('dirty')).not.toBeInTheDocument();
  });

  it('offers to allow the site a failed step was stopped from reaching, then retries from that step', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    // The flow already allows one other site: Allow adds to it.
    fake.trajectories.set(id, { ...fake.get(id), allowedOrigins: ['https://login.example.com'] });
    open(fake);
    await screen.findAllByTestId('step');
    failOffSite(fake);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('off-site')).toHaveTextContent(`The step was stopped from going to ${pay}, a site outside the flow’s`);
    // Not an element problem: no suggestions, no picking.
    expect(within(panel).queryByText('Suggested elements')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Pick the element/ })).not.toBeInTheDocument();
    const allow = within(panel).getByRole('button', { name: `Allow ${pay}` });

    // Reached with the keyboard, pressed with Enter.
    allow.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastEdits(fake)).toEqual([{ op: 'setSites', sites: ['https://login.example.com', pay] }]));
    await waitFor(() => expect(screen.getByLabelText('Other sites')).toHaveValue(`https://login.example.com, ${pay}`));
    expect(await screen.findByText(`${pay} is allowed for this flow: run again`)).toBeInTheDocument();
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: `Allow ${pay}` })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('off-site')).toHaveTextContent(`${pay} is one of the flow’s Other sites now (not saved yet`);
    // The keyboard is not lost: it is on running the step again.
    const retry = within(panel).getByRole('button', { name: '↻ Retry from here' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(retry).toHaveClass('btn-primary');

    // Retry asks to save the edit (a run plays a stored revision), then continues the run.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save as revision 2 and run' }));
    await waitFor(() => expect(fake.callsTo('ContinueRun')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')[0][0]).toMatchObject({ allowedOrigins: ['https://login.example.com', pay] });
    expect(fake.callsTo('ContinueRun')[0][0]).toBe('runF');
  });

  it('says so when the site is already allowed in the stored flow (the run played an older revision)', async () => {
    const fake = new FakeStudio();
    fake.trajectories.set(id, { ...fake.get(id), allowedOrigins: [pay] });
    open(fake);
    await screen.findAllByTestId('step');
    failOffSite(fake);
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).getByTestId('off-site')).toHaveTextContent(`${pay} is one of the flow’s Other sites now. Run the step again`);
    expect(within(panel).queryByRole('button', { name: `Allow ${pay}` })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '↻ Retry from here' })).toHaveClass('btn-primary');
  });

  it('keeps the element tools for a failure that is not about a site', async () => {
    const { fake } = open();
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:started', { runId: 'runF', trajectoryId: id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }));
    act(() => fake.emit('run:finished', { runId: 'runF', trajectoryId: id, run: { ...fixtures.runFailed, id: 'runF' } }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(within(panel).queryByTestId('off-site')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Allow / })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Pick the element instead/ })).toBeInTheDocument();
  });
});
