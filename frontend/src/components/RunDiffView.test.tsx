import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunDiff, Status } from '../api/generated';
import { renderWith } from '../test/render';
import { RunDiffView } from './RunDiffView';

describe('RunDiffView', () => {
  it('shows where two runs parted when a step passed in both but left the page elsewhere', () => {
    const side = (status: Status, url: string) => ({ status, winnerIndex: 0, durationMs: 300, healed: false, url });
    const diff: RunDiff = {
      a: { id: 'A', revision: 1, status: 'passed', startedAt: '2026-11-22T20:00:00Z', durationMs: 1200 },
      b: { id: 'B', revision: 1, status: 'failed', startedAt: '2026-11-22T21:00:00Z', durationMs: 9800 },
      steps: [
        { stepId: 's3', index: 2, action: 'click', instruction: 'click Sign in', a: side('passed', 'http://127.0.0.1:8080/dashboard.html?user=ann'), b: side('passed', 'http://127.0.0.1:8080/login.html'), changed: ['page'] },
      ],
    };
    renderWith(<RunDiffView diff={diff} onBack={() => {}} />);
    const row = screen.getByTestId('diff-row');
    expect(row).toHaveClass('diff-changed');
    expect(row).toHaveTextContent('then at 127.0.0.1:8080/dashboard.html?user=ann');
    expect(row).toHaveTextContent('then at 127.0.0.1:8080/login.html');
    expect(row).toHaveTextContent('page');
  });
});
