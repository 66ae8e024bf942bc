import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RunInputsDialog } from './RunInputsDialog';

describe('RunInputsDialog', () => {
  it('runs on Ctrl+Enter in a field, as outside the dialog, with the values typed', async () => {
    const onSubmit = vi.fn();
    const outside = vi.fn();
    render(
      <div onKeyDown={outside}>
        <RunInputsDialog inputs={[{ name: 'password', secret: true, needsValue: true }]} onSubmit={onSubmit} onCancel={() => {}} />
      </div>,
    );
    const field = screen.getByLabelText(/password/);
    await userEvent.type(field, 'secret123');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'secret123' }, '');
    expect(outside).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter', ctrlKey: true }));
  });

  it('does not run on Ctrl+Enter while a value is missing', async () => {
    const onSubmit = vi.fn();
    render(<RunInputsDialog inputs={[{ name: 'password', secret: true, needsValue: true }]} onSubmit={onSubmit} onCancel={() => {}} />);
    screen.getByLabelText(/password/).focus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
