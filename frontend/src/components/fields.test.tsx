import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ActionInfo, Step, Variable } from '../api/generated';
import { StepInspector } from './StepInspector';
import { VariablesPanel } from './VariablesPanel';
import { fixtures } from '../test/fakeStudio';

/**
 * TypesRightAway types into a field in the commit that shows it, before
 * React's effects for that commit run: what a user (or a test) does when
 * the field appears while the machine is busy and effects run late.
 */
function TypesRightAway({ label, text }: { label: string; text: string }) {
  useLayoutEffect(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
  }, [label, text]);
  return null;
}

const noop = () => {};
const variables: Variable[] = [{ name: 'user', default: 'ann@example.com' }];
const step: Step = structuredClone(fixtures.login.steps[0]);
const fill: ActionInfo = { action: 'fill', target: 'required', value: 'required', url: 'none', key: 'none', dropTarget: 'none' };
const inspector = (s: Step, actions = [fill]) => (
  <StepInspector step={s} index={0} actions={actions}
    variables={variables} checks={null} checking={false} canPick={false} picking={false}
    onPick={noop} onUpdate={noop} onSetTarget={noop} onRecheck={noop} />
);

describe('a field being typed into', () => {
  it('keeps what the user typed as soon as it appeared', () => {
    render(
      <>
        <VariablesPanel variables={variables} steps={[]} onSet={noop} onRemove={noop} />
        <TypesRightAway label="Default for user" text="bob@example.com" />
      </>,
    );
    expect(screen.getByLabelText('Default for user')).toHaveValue('bob@example.com');

    render(
      <>
        {inspector(step)}
        <TypesRightAway label="Value" text="carol@example.com" />
      </>,
    );
    expect(screen.getByLabelText('Value')).toHaveValue('carol@example.com');
  });

  it('keeps it through answers that change nothing, and shows a value that did change', () => {
    const { rerender } = render(inspector(step));
    const value = screen.getByLabelText('Value');
    fireEvent.change(value, { target: { value: 'carol@example.com' } });
    rerender(inspector(structuredClone(step))); // e.g. a reload with the same content
    expect(value).toHaveValue('carol@example.com');
    rerender(inspector({ ...step, value: '{{email}}' })); // e.g. undo, or an edit elsewhere
    expect(value).toHaveValue('{{email}}');
  });

  it("shows the step's value before the list of actions has arrived, and keeps what was typed when it does", () => {
    const { rerender } = render(inspector(step, []));
    const value = screen.getByLabelText('Value');
    expect(value).toHaveValue('{{user}}');
    expect(screen.queryByLabelText('URL')).not.toBeInTheDocument(); // a fill has no URL
    fireEvent.change(value, { target: { value: 'carol@example.com' } });
    rerender(inspector(step, [fill]));
    expect(screen.getByLabelText('Value')).toBe(value);
    expect(value).toHaveValue('carol@example.com');
  });
});

describe('adding a variable', () => {
  it('puts the keyboard on the new variable\'s default once its row is there', async () => {
    const user = userEvent.setup();
    function Panel() {
      const [vars, setVars] = useState<Variable[]>(variables);
      return <VariablesPanel variables={vars} steps={[]} onSet={(v) => setTimeout(() => setVars((l) => [...l, v]), 10)} onRemove={noop} />;
    }
    render(<Panel />);
    await user.type(screen.getByLabelText('New variable name'), 'password');
    await user.click(screen.getByRole('button', { name: '+ Add variable' }));
    expect(await screen.findByLabelText('Default for password')).toHaveFocus();
  });

  // "ユーザー" said "A name is made of letters, digits, _ and -." (those are
  // letters); a name that exists greyed out "+ Add variable" without a word.
  it('says which characters a name may hold, and that a name already exists', async () => {
    const user = userEvent.setup();
    const added: Variable[] = [];
    render(<VariablesPanel variables={variables} steps={[]} onSet={(v) => added.push(v)} onRemove={noop} />);
    const field = screen.getByLabelText('New variable name');
    const add = screen.getByRole('button', { name: '+ Add variable' });
    await user.type(field, 'ユーザー');
    expect(field).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents).');
    expect(add).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'user');
    expect(field).toHaveAccessibleDescription('{{user}} already exists.');
    expect(add).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(added).toEqual([]);
    // What an accent leaves is said, and may be added.
    await user.clear(field);
    await user.type(field, 'café');
    expect(field).toHaveAccessibleDescription('Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents): this adds {{caf}} (left out: é).');
    expect(add).toBeEnabled();
    await user.clear(field);
    await user.type(field, 'email');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(add);
    expect(added).toEqual([{ name: 'email' }]);
  });
});
