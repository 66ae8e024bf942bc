import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StepResult } from '../api/generated';
import { ProvenanceLine } from './Provenance';

const css = (value: string) => ({ kind: 'css' as const, value, score: 500 });
const passed = (r: Partial<StepResult>): StepResult => ({ stepId: 's1', index: 0, action: 'fill', status: 'passed', durationMs: 30, winnerIndex: -1, ...r });

describe('ProvenanceLine', () => {
  it('says a lower-ranked locator found the element after the ones tried before it missed, and what to do about them', () => {
    render(
      <ProvenanceLine
        result={passed({
          winner: css('#email'),
          winnerIndex: 2,
          attempts: [
            { locator: css('#old-email'), matches: 0, outcome: 'no element' },
            { locator: css('input.field'), matches: 0, outcome: 'no element' },
            { locator: css('#email'), matches: 1, outcome: 'ok' },
          ],
        })}
      />,
    );
    const line = screen.getByTestId('provenance');
    expect(line).toHaveTextContent(
      'run: found by its third locator css "#email" — the 2 tried before it no longer find the element: prefer this one (↑ in Target) or remove them (×) · no model call',
    );
    expect(line).not.toHaveTextContent('locator 3');
    expect(screen.getByTestId('winner-missed')).toHaveAttribute('title', 'css "#old-email" → no element\ncss "input.field" → no element');
  });

  it('says no more than "tried first" of a lower-ranked locator replay tried before the others', () => {
    render(<ProvenanceLine result={passed({ winner: css('#email'), winnerIndex: 2, attempts: [{ locator: css('#email'), matches: 1, outcome: 'ok' }] })} />);
    expect(screen.getByTestId('provenance')).toHaveTextContent('run: found by its third locator css "#email" (tried first) · no model call');
    expect(screen.queryByTestId('winner-missed')).not.toBeInTheDocument();
  });
});
