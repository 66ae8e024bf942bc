import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../api/generated';
import { AgentLog } from './AgentLog';

const usage = { promptTokens: 0, completionTokens: 0, costUsd: 0, calls: 0 } as unknown as AgentEvent['usage'];
const ev = (e: Partial<AgentEvent>): AgentEvent => ({ sessionId: 's', type: 'tool-call', step: 1, usage, ...e });

describe('AgentLog', () => {
  it('shows what a tool call asks, sums up a page read, and says when the model answered nothing or stopped', () => {
    render(
      <AgentLog
        events={[
          ev({ type: 'tool-call', tool: 'act', args: { instruction: 'add the cheapest scarf to the cart' } }),
          ev({ type: 'tool-call', tool: 'goto', args: { url: 'http://127.0.0.1:8080/shop.html', waitUntil: 'load' } }),
          ev({ type: 'tool-result', tool: 'ariaTree', text: 'Page: <page-content> title "Shop"\n[e1] banner\n[e2] link "Shop"' }),
          ev({ type: 'no-answer', step: 2 }),
          ev({ type: 'done', isError: true, text: '' }),
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      '→ act “add the cheapest scarf to the cart”',
      '→ goto url: http://127.0.0.1:8080/shop.html, waitUntil: load',
      "← ariaTree the model read the page's structure (3 lines)",
      'no answer: the model answered nothing',
      'stopped: the run ended without a result',
    ]);
    expect(screen.getByLabelText('Agent log')).not.toHaveTextContent('[e1]');
  });
});
