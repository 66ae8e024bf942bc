import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExportFormat, Run, StepResult } from '../api/generated';
import { ApiError } from '../api/transport';
import { highlight } from '../lib/highlight';
import { proposeInstruction } from '../lib/instruction';
import { groupRuns } from '../lib/results';
import { parseHash } from '../lib/router';
import { Library } from '../screens/Library';
import { Workspace } from '../screens/Workspace';
import { FakeStudio, fixtures } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { ExportDialog } from './ExportDialog';
import { ImportDialog, withArticle } from './ImportDialog';
import { RunHistory } from './RunHistory';
import { RunTrace } from './RunTrace';
import { StepTimeline } from './StepTimeline';

const id = fixtures.login.id;
const info = { version: 't', mode: 'web' as const, storeDir: '/s', dialogs: false };
const formats: ExportFormat[] = [
  { name: 'playwright-ts', label: 'Playwright Test (TypeScript)', extension: '.spec.ts', language: 'typescript' },
  { name: 'python', label: 'pytest-playwright (Python)', extension: '.py', language: 'python' },
  { name: 'json', label: 'Reprise trajectory (JSON)', extension: '.json', language: 'json', note: 'Variables are written as their defaults.' },
];
const tsCode = "import { test, expect } from '@playwright/test';\n\n// Log in\ntest('log in', async ({ page }) => {\n  await page.goto('http://127.0.0.1:8099/login.html');\n});\n";

function exportFake() {
  const fake = new FakeStudio();
  fake.handle('ExportFormats', () => formats);
  fake.handle('ExportFlow', (_id, _rev, format) => {
    if (format === 'python') throw new ApiError('unsupported', 'exporting "Log in" as pytest-playwright (Python): cannot express step 3 (tool, id s3): a custom tool belongs to the agent — nothing was exported');
    return { fileName: 'log-in' + (format === 'json' ? '.json' : '.spec.ts'), mediaType: 'text/typescript', language: format === 'json' ? 'json' : 'typescript', content: format === 'json' ? '{"name": "Log in"}' : tsCode };
  });
  return fake;
}

describe('highlight', () => {
  it('colours keywords, strings and comments and gives the text back unchanged', () => {
    const toks = highlight(tsCode, 'typescript');
    expect(toks.map((t) => t.text).join('')).toBe(tsCode);
    expect(toks).toContainEqual({ kind: 'keyword', text: 'import' });
    expect(toks).toContainEqual({ kind: 'string', text: "'@playwright/test'" });
    expect(toks).toContainEqual({ kind: 'comment', text: '// Log in' });
    const py = "def test_log_in(page):\n    # go\n    page.goto(\"x\")  # done\n    assert True\n";
    const pt = highlight(py, 'python');
    expect(pt.map((t) => t.text).join('')).toBe(py);
    expect(pt).toContainEqual({ kind: 'comment', text: '# go' });
    expect(pt).toContainEqual({ kind: 'literal', text: 'True' });
    const js = highlight('{"a": 1, "b": "x"}', 'json');
    expect(js).toContainEqual({ kind: 'key', text: '"a"' });
    expect(js).toContainEqual({ kind: 'string', text: '"x"' });
  });
});

describe('Export as…', () => {
  it('offers every format, shows the file with colours, copies it and downloads it in the browser', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('reprise.exportFormat');
    const fake = exportFake();
    renderWith(<ExportDialog id={id} name="Log in" dialogs={false} onClose={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog', { name: 'Export “Log in” as…' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Export format' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));
    expect(within(group).getByLabelText(/Playwright Test/)).toBeChecked();
    const code = await within(dialog).findByTestId('code');
    expect(code).toHaveTextContent("import { test, expect } from '@playwright/test';");
    expect(code.querySelector('.tok-keyword')).toHaveTextContent('import');
    expect(fake.callsTo('ExportFlow').at(-1)).toEqual([id, 0, 'playwright-ts']);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(tsCode);
    expect(within(dialog).getByRole('button', { name: 'Copied ✓' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Downloaded log-in.spec.ts')).toBeInTheDocument();

    // A format with something to know before replaying elsewhere says it.
    expect(within(dialog).queryByTestId('export-note')).toBeNull();
    await user.click(within(group).getByLabelText(/Reprise trajectory/));
    await waitFor(() => expect(within(dialog).getByTestId('code').querySelector('.tok-key')).toHaveTextContent('"name"'));
    expect(within(dialog).getByRole('note')).toHaveTextContent('Variables are written as their defaults.');
  });

  it('says which step a format cannot express and offers nothing to copy or save', async () => {
    const user = userEvent.setup();
    renderWith(<ExportDialog id={id} name="Log in" dialogs={false} onClose={() => {}} />, exportFake());
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByLabelText(/pytest-playwright/));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This flow cannot be exported as pytest-playwright (Python)');
    expect(alert).toHaveTextContent('cannot express step 3 (tool, id s3)');
    expect(alert).toHaveTextContent('Nothing was exported');
    expect(within(dialog).queryByTestId('code')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('says what to change, and where, of a flow saved before the limits, instead of exporting it', async () => {
    const fake = exportFake();
    const why = 'Not exported: step 4: the timeout must be between 0.1 s and 10 minutes (0 uses the default), not 1200000 ms (about 20 minutes). Change it in the editor and save, then export again.';
    fake.handle('ExportFlow', () => {
      throw new ApiError('invalid', why, [{ step: 4, stepId: 's4', field: 'timeoutMs', message: 'the timeout must be …' }]);
    });
    renderWith(<ExportDialog id={id} name="Log in" dialogs={false} onClose={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`Change the flow before exporting it${why}`);
    expect(alert).not.toHaveTextContent('choose another format');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('uses the native save dialog with the chosen format on desktop', async () => {
    const user = userEvent.setup();
    const fake = exportFake();
    fake.handle('ExportFlowDialog', () => '/home/ann/log-in.spec.ts');
    renderWith(<ExportDialog id={id} revision={3} name="Log in" dialogs onClose={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('code');
    await user.click(within(dialog).getByRole('button', { name: 'Save to file…' }));
    await waitFor(() => expect(fake.callsTo('ExportFlowDialog')).toEqual([[id, 3, 'playwright-ts']]));
    expect(await screen.findByText('Saved /home/ann/log-in.spec.ts')).toBeInTheDocument();
  });

  it('opens from the Library row and from the editor', async () => {
    const user = userEvent.setup();
    const fake = exportFake();
    renderWith(<Library info={info} />, fake);
    await user.click(await screen.findByRole('button', { name: 'Export Log in as…' }));
    expect(await screen.findByRole('dialog', { name: 'Export “Log in” as…' })).toBeInTheDocument();
  });

  it('opens from the editor for the stored revision', async () => {
    const user = userEvent.setup();
    const fake = exportFake();
    localStorage.setItem('reprise.exportFormat', 'json'); // the format chosen last time
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    await user.click(screen.getByRole('button', { name: 'Export as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export “Log in” as…' });
    await within(dialog).findByTestId('code');
    expect(fake.callsTo('ExportFlow').at(-1)).toEqual([id, 1, 'json']);
    // the editor's shortcuts are off while the dialog is open
    await user.keyboard('j');
    expect(screen.getAllByTestId('step')[0]).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Import', () => {
  const recorder = JSON.stringify({ title: 'Log in', steps: [{ type: 'navigate', url: 'http://x/' }] });

  it('sends the chosen id policy and reports the format, the kept steps and what was dropped per step', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ImportFlow', (_content, _name, as) => ({
      trajectory: { ...fixtures.login, id: 'imp1', name: 'Log in (recorder)' },
      format: 'chrome-recorder',
      formatLabel: 'Chrome DevTools Recorder recording',
      action: as === 'revision' ? 'revised' : 'created',
      message: 'imported',
      kept: 4,
      notes: [
        { step: 1, field: 'setViewport', message: 'dropped: the viewport is a browser setting' },
        { step: 5, message: 'dropped: a waitForExpression step has no equivalent' },
        { step: 5, field: 'timeout', message: 'approximated as the step timeout' },
      ],
    }));
    renderWith(<ImportDialog dialogs={false} onClose={() => {}} onOpen={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog', { name: 'Import a flow' });
    await user.click(within(dialog).getByLabelText(/As a new revision of the flow it came from/));
    await user.upload(within(dialog).getByTestId('import-flow-file'), new File([recorder], 'login.recording.json', { type: 'application/json' }));
    await waitFor(() => expect(fake.callsTo('ImportFlow')).toEqual([[recorder, 'login.recording.json', 'revision']]));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(report).toHaveTextContent('Saved as revision 1 of “Log in (recorder)”');
    expect(report).toHaveTextContent('as a Chrome DevTools Recorder recording. Kept 4 steps; 3 notes');
    const rows = within(within(report).getByRole('table', { name: 'Import notes' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'In the fileWhat happened',
      'Step 1setViewport: dropped: the viewport is a browser setting',
      'Step 5dropped: a waitForExpression step has no equivalenttimeout: approximated as the step timeout',
    ]);
    expect(within(report).getAllByRole('listitem')).toHaveLength(4);
  });

  it('reads "an AskUI cache file", with the article its format’s name is said with', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ImportFlow', () => ({ trajectory: { ...fixtures.login, id: 'imp2' }, format: 'askui', formatLabel: 'AskUI cache file', action: 'created', message: '', kept: 4, notes: [] }));
    renderWith(<ImportDialog dialogs={false} onClose={() => {}} onOpen={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('import-flow-file'), new File(['{}'], 'askui.json'));
    expect(await within(dialog).findByRole('region', { name: 'Import report' })).toHaveTextContent('Read askui.json as an AskUI cache file.');
    expect(withArticle('Reprise trajectory')).toBe('a Reprise trajectory');
    expect(withArticle('HyperAgent action cache')).toBe('a HyperAgent action cache');
    expect(withArticle('Stagehand agent cache')).toBe('a Stagehand agent cache');
    expect(withArticle('Chrome DevTools Recorder recording')).toBe('a Chrome DevTools Recorder recording');
    expect(withArticle('Playwright test')).toBe('a Playwright test');
    expect(withArticle('HTML report')).toBe('an HTML report');
    expect(withArticle('JSON file')).toBe('a JSON file');
    expect(withArticle('unknown format')).toBe('an unknown format');
  });

  it('imports several chosen files one by one and reports each, a file it cannot read among them', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const opened: string[] = [];
    fake.handle('ImportFlow', (_content, fileName) => {
      if (fileName === 'bad.json') throw new ApiError('invalid', 'bad.json is no flow Reprise reads. Nothing was imported.');
      return { trajectory: { ...fixtures.login, id: `id-${fileName}`, name: `Flow ${fileName}` }, format: 'reprise', formatLabel: 'Reprise trajectory', action: 'created', message: '', kept: 4, notes: [] };
    });
    renderWith(<ImportDialog dialogs={false} onClose={() => {}} onOpen={(t) => opened.push(t.id)} />, fake);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('import-flow-file')).toHaveAttribute('multiple');
    await user.upload(within(dialog).getByTestId('import-flow-file'), [new File(['{"a":1}'], 'one.json'), new File(['{}'], 'bad.json'), new File(['{"b":2}'], 'two.json')]);
    await waitFor(() => expect(fake.callsTo('ImportFlow').map((c) => c[1])).toEqual(['one.json', 'bad.json', 'two.json']));
    expect(await within(dialog).findByTestId('import-tally')).toHaveTextContent('2 of 3 files imported; 1 could not be.');
    expect(within(dialog).getByRole('region', { name: 'Import report of one.json' })).toHaveTextContent('Imported as a new flow, “Flow one.json”');
    expect(within(dialog).getByRole('region', { name: 'Import report of two.json' })).toHaveTextContent('Read two.json as a Reprise trajectory.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not import bad.json');
    await user.click(within(within(dialog).getByRole('region', { name: 'Import report of two.json' })).getByRole('button', { name: 'Open “Flow two.json”' }));
    expect(opened).toEqual(['id-two.json']);
  });

  it('says so when the file is already in the library', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ImportFlow', () => ({ trajectory: fixtures.login, format: 'reprise', formatLabel: 'Reprise trajectory', action: 'unchanged', message: '', kept: 4, notes: [] }));
    renderWith(<ImportDialog dialogs={false} onClose={() => {}} onOpen={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('import-flow-file'), new File(['{}'], 'log-in.json'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Already in the library: “Log in” revision 1 holds exactly this flow. Nothing was added.');
    expect(fake.callsTo('ImportFlow')[0][2]).toBe('new');
  });

  it('summarises an unreadable file with the full list of problems on demand', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const problems = Array.from({ length: 23 }, (_, i) => ({ step: i + 1, field: 'selectors', message: `problem ${i + 1}` }));
    fake.handle('ImportFlow', () => {
      throw new ApiError('invalid', 'flow.json looks like a Chrome DevTools Recorder recording but cannot be imported: step 1 selectors: problem 1; step 2 selectors: problem 2; step 3 selectors: problem 3; and 20 more problem(s). Nothing was imported.', problems);
    });
    renderWith(<ImportDialog dialogs={false} onClose={() => {}} onOpen={() => {}} />, fake);
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByTestId('import-flow-file'), new File(['{}'], 'flow.json'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not import flow.json');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(alert).toHaveTextContent('looks like a Chrome DevTools Recorder recording');
    const more = within(alert).getByText('Show all 23 problems');
    expect(within(alert).getByText('step 23 selectors: problem 23')).not.toBeVisible();
    await user.click(more);
    expect(within(alert).getByText('step 23 selectors: problem 23')).toBeVisible();
    expect(within(dialog).queryByRole('region', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('opens from the Library and refreshes the list afterwards', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('ImportFlow', (content) => {
      const t = { ...JSON.parse(content), id: 'imported1', name: 'Imported flow' };
      fake.trajectories.set(t.id, t);
      return { trajectory: t, format: 'reprise', formatLabel: 'Reprise trajectory', action: 'created', message: '', kept: t.steps.length, notes: [] };
    });
    renderWith(<Library info={info} />, fake);
    await screen.findByText('Log in');
    await user.click(screen.getByRole('button', { name: 'Import…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a flow' });
    await user.upload(within(dialog).getByTestId('import-flow-file'), new File([JSON.stringify(fixtures.login)], 'flow.json'));
    await within(dialog).findByRole('region', { name: 'Import report' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Imported flow')).toBeInTheDocument();
  });
});

describe('run trace', () => {
  const traced: Run = {
    ...fixtures.runFailed,
    id: 'runT',
    steps: fixtures.runFailed.steps.map((s, i): StepResult =>
      i === 2
        ? {
            ...s,
            screenshotBefore: 'before3',
            console: [
              { type: 'error', text: 'cart service unavailable', source: 'http://127.0.0.1:8099/app.js:12' },
              { type: 'log', text: 'clicked' },
            ],
            failedRequests: [{ method: 'GET', url: 'http://127.0.0.1:8099/api/cart', status: 404, error: 'Not Found' }],
          }
        : s,
    ),
  };

  it('shows each step’s console messages, failed requests and URL, and opens the screenshots full size with a slider', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('GetRun', () => traced);
    renderWith(<RunTrace trajectoryId={id} runId="runT" steps={fixtures.login.steps} onBack={() => {}} />, fake);
    const steps = await screen.findAllByTestId('trace-step');
    expect(steps).toHaveLength(4);
    const third = steps[2];
    expect(third).toHaveTextContent('click Sign in');
    const console = within(third).getByRole('list', { name: 'Console messages of step 3' });
    expect(within(console).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['errorcart service unavailablehttp://127.0.0.1:8099/app.js:12', 'logclicked']);
    expect(within(third).getByRole('list', { name: 'Failed requests of step 3' })).toHaveTextContent('404GET http://127.0.0.1:8099/api/cartNot Found');
    expect(steps[0]).toHaveTextContent('http://127.0.0.1:8099/login.html');
    expect(steps[0]).toHaveTextContent('✓ role textbox "Email"');

    await user.click(within(third).getByRole('button', { name: 'Open the screenshots of step 3 full size' }));
    const dialog = await screen.findByRole('dialog', { name: /Step 3/ });
    expect(within(dialog).getByAltText('Before the step')).toBeInTheDocument();
    expect(within(dialog).getByAltText('After the step')).toBeInTheDocument();
    const slider = within(dialog).getByRole('slider', { name: 'Divider between before and after' });
    fireEvent.change(slider, { target: { value: '80' } });
    expect(dialog.querySelector('.shot-compare')).toHaveStyle('--split: 80%');
  });

  it('is offered from the failure panel, whose screenshot opens full size', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    act(() => fake.emit('run:finished', { runId: 'runT', trajectoryId: id, run: traced }));
    const panel = await screen.findByRole('region', { name: 'Failed step' });
    expect(panel).toHaveTextContent('the page logged 2 console messages and 1 request failed');
    expect(within(panel).getByRole('link', { name: 'Open the run’s trace' })).toHaveAttribute('href', `#/t/${id}/runs/runT`);
    await user.click(within(panel).getByAltText('Screenshot at failure'));
    const dialog = await screen.findByRole('dialog', { name: 'Step 3 when it failed' });
    expect(within(dialog).getByAltText('Before the step')).toBeInTheDocument();
  });

  it('is reached from the run history', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.runs = [traced];
    fake.handle('GetRun', () => traced);
    window.location.hash = `#/t/${id}/runs`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}/runs`)} />, fake);
    await user.click(await screen.findByRole('button', { name: 'Trace of run runT' }));
    expect(window.location.hash).toBe(`#/t/${id}/runs/runT`);
  });
});

describe('first-use bugs (issue 15, 9 and 10)', () => {
  it('a failed step that found its element shows no ✓ on its locator line', () => {
    const failed: StepResult = { ...fixtures.runFailed.steps[2], winner: { kind: 'css', value: '#go', score: 40 }, winnerIndex: 1 };
    const passed = fixtures.runFailed.steps[0];
    renderWith(
      <StepTimeline
        steps={fixtures.login.steps}
        selected={0}
        results={{ s1: passed, s3: failed }}
        shots={{}}
        running={false}
        problemsByStep={{}}
        cmd={{ select() {}, move() {}, runFrom() {}, runTo() {}, runOne() {}, duplicate() {}, remove() {}, insertAfter() {} }}
      />,
    );
    const [first, , third] = screen.getAllByTestId('step');
    expect(first.querySelector('.tl-detail')).toHaveTextContent('✓ role textbox "Email"');
    expect(third.querySelector('.tl-detail')?.textContent).not.toContain('✓');
    expect(third.querySelector('.tl-detail')).toHaveTextContent('found by css "#go"');
  });

  it('Run all asks before saving unsaved edits, and can run the stored revision without them', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.trajectories.set(id, { ...structuredClone(fixtures.login), variables: [] });
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    const field = screen.getByLabelText('Instruction');
    await user.clear(field);
    await user.type(field, 'type the user{Enter}');
    await screen.findByTestId('dirty');

    await user.click(screen.getByRole('button', { name: /Run all/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Run revision 1 as stored' }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(1));
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(0);
    expect(screen.getByTestId('dirty')).toBeInTheDocument();
    act(() => fake.emit('run:finished', { runId: 'run2', trajectoryId: id, run: { ...fixtures.runPassed, id: 'run2' } }));

    await user.click(screen.getByRole('button', { name: /Run all/ }));
    dialog = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('StartRun')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Run all/ }));
    dialog = await screen.findByRole('dialog', { name: 'Run with unsaved edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save as revision 2 and run' }));
    // Editing step 1 declared the {{user}} its value uses (the editor's
    // rule), with no default: the saved revision's run asks for it.
    dialog = await screen.findByRole('dialog', { name: 'Values for this run' });
    expect(fake.callsTo('SaveTrajectory')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText(/user/), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(fake.callsTo('StartRun')).toHaveLength(2));
    expect(fake.callsTo('StartRun')[1][0]).toMatchObject({ values: { user: 'ann@example.com' } });
  });

  it('offers to update an instruction that a value edit made stale', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    const insp = screen.getByLabelText('Step 1 inspector');
    const value = within(insp).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, 'carol@example.com{Enter}');
    const offer = await screen.findByTestId('stale-instruction');
    expect(offer).toHaveTextContent('Update it to “type carol@example.com into Email”?');
    await user.click(within(offer).getByRole('button', { name: 'Update instruction' }));
    await waitFor(() => expect(screen.getAllByTestId('step')[0].querySelector('.tl-title')).toHaveTextContent('type carol@example.com into Email'));
    expect(screen.queryByTestId('stale-instruction')).not.toBeInTheDocument();
  });

  it('proposes instructions after a pick or an accepted fix, and none when the instruction still fits', () => {
    const [, , click] = fixtures.login.steps;
    const picked = { ...click, target: { ...click.target!, fingerprint: { ...click.target!.fingerprint, name: 'Log in' } } };
    expect(proposeInstruction(click, picked)).toBe('click Log in');
    expect(proposeInstruction(click, { ...click })).toBeNull();
    expect(proposeInstruction(click, { ...picked, instruction: 'press the login button' })).toBeNull();
  });

  it('says a partial run passed as partial, not as a whole run', async () => {
    const fake = new FakeStudio();
    window.location.hash = `#/t/${id}`;
    renderWith(<Workspace id={id} route={parseHash(`/t/${id}`)} />, fake);
    await screen.findAllByTestId('step');
    const steps = fixtures.runPassed.steps.map((s, i) => (i < 2 ? { ...s, status: 'skipped' as const } : s));
    act(() => fake.emit('run:finished', { runId: 'rp', trajectoryId: id, run: { ...fixtures.runPassed, id: 'rp', steps, partial: true, from: 2, to: 3 } }));
    expect(await screen.findByText('Partial run (steps 3–4 of 4 only) passed — 2 steps, 0 LLM calls')).toBeInTheDocument();
  });

  it('labels partial runs and groups the runs of one repair under the run that failed', () => {
    const base = fixtures.runPassed;
    const runs: Run[] = [
      { ...base, id: 'r4', startedAt: '2026-11-22T20:40:00Z', status: 'passed' },
      { ...base, id: 'r3', startedAt: '2026-11-22T20:35:00Z', status: 'passed', continues: 'r1', partial: true, from: 2, to: 3 },
      { ...base, id: 'r2', startedAt: '2026-11-22T20:30:00Z', status: 'passed', partial: true, from: 1, to: 1 },
      { ...base, id: 'r1', startedAt: '2026-11-22T20:20:00Z', status: 'failed' },
    ];
    expect(groupRuns(runs).map((g) => [g.run.id, ...g.continued.map((r) => r.id)].join('+'))).toEqual(['r4', 'r1+r3', 'r2']);
    renderWith(<RunHistory runs={runs} onCompare={() => {}} onOpen={() => {}} />);
    const rows = screen.getAllByTestId('run-row');
    expect(rows.map((r) => r.querySelector('.mono')?.textContent)).toEqual(['r4', 'r1', 'r3', 'r2']);
    expect(rows[2]).toHaveClass('run-group-child');
    expect(within(rows[2]).getByTestId('run-partial')).toHaveTextContent('continued: steps 3–4 of 4 only');
    expect(within(rows[3]).getByTestId('run-partial')).toHaveTextContent('partial: step 2 of 4 only');
    expect(within(rows[0]).queryByTestId('run-partial')).not.toBeInTheDocument();
  });
});
