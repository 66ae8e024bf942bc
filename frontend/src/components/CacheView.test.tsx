import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeStudio } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { Library } from '../screens/Library';
import { CacheView } from './CacheView';

const info = { version: 't', mode: 'web' as const, storeDir: '/s', dialogs: false };

describe('CacheView', () => {
  it('shows every cache entry as people know it: instruction or goal, page, source, inputs, last use, replays and what a replay saves; never its id', async () => {
    renderWith(<CacheView />);
    const agent = await screen.findByTestId('entry-agent-5be0c2f1a9d3e874');
    expect(within(agent).getByText('add the cheapest scarf to the cart')).toBeInTheDocument();
    expect(within(agent).getByText('127.0.0.1:8080/shop.html')).toBeInTheDocument();
    expect(within(agent).getByText(/^made by an agent run/)).toBeInTheDocument();
    expect(within(agent).getByText('Agent · DOM')).toBeInTheDocument();
    expect(within(agent).getByText('4 model calls · $0.0035')).toBeInTheDocument();
    expect(within(agent).getByText('8,360 tokens')).toBeInTheDocument();
    expect(within(agent).getByText('3')).toBeInTheDocument();
    expect(within(agent).getByText('saved $0.0105')).toBeInTheDocument(); // 3 replays × $0.0035
    expect(within(agent).getByText(/tools: act, ariaTree/)).toBeInTheDocument();
    const act = screen.getByTestId('entry-act-af8d45bd99deb66f');
    expect(within(act).getByText('Act')).toBeInTheDocument();
    expect(within(act).getByText('never replayed')).toBeInTheDocument();
    expect(within(act).getByText(/^edited in the editor .* · version 2$/)).toBeInTheDocument();
    // Three replays of the agent run saved 3 × its cost.
    expect(screen.getByTestId('cache-total')).toHaveTextContent('2 entries · 3 replays saved 12 calls · 25,080 tokens · $0.0105');
    // Ids are for the command line: copied on request, never shown.
    expect(screen.getByRole('table', { name: 'Cache entries' })).not.toHaveTextContent(/(act|agent)-[0-9a-f]{8}/);
  });

  it('says an entry made on a miss by the offline resolver was made by it, not by a model', async () => {
    const fake = new FakeStudio();
    const act = fake.cacheEntries[1];
    fake.cacheEntries = [
      { ...act, id: 'act-0000000000000001', instruction: 'click Sign in', origin: 'miss', revision: 1, model: 'local', saves: { model: 'local', modelCalls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 } },
      { ...act, id: 'act-0000000000000002', instruction: 'click the blue button', origin: 'miss', revision: 1 },
    ];
    renderWith(<CacheView />, fake);
    const local = await screen.findByTestId('entry-act-0000000000000001');
    expect(within(local).getByText(/^made by the offline resolver /)).toBeInTheDocument();
    expect(local).not.toHaveTextContent('made by the model');
    expect(within(screen.getByTestId('entry-act-0000000000000002')).getByText(/^made by the model /)).toBeInTheDocument();
  });

  it('says what removing an entry does for one made by the offline resolver and for one made by a model', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    const act = fake.cacheEntries[1];
    fake.cacheEntries = [
      { ...act, id: 'act-0000000000000001', instruction: 'click Sign in', origin: 'miss', revision: 1, model: 'local', saves: { model: 'local', modelCalls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 } },
      { ...act, id: 'act-0000000000000002', instruction: 'click the blue button', origin: 'miss', revision: 1 },
    ];
    renderWith(<CacheView />, fake);
    await user.click(await screen.findByRole('button', { name: 'Remove click Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Confirm removing click Sign in' }));
    expect(await screen.findByText('Removed the cache entry; the next run of it resolves it again offline')).toBeInTheDocument();
    expect(screen.queryByText(/asks the model again/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove click the blue button' }));
    await user.click(screen.getByRole('button', { name: 'Confirm removing click the blue button' }));
    expect(await screen.findByText('Removed the cache entry; the next run of it asks the model again')).toBeInTheDocument();
  });

  it('says, empty, that entries made with a model and by the offline resolver are kept', async () => {
    const fake = new FakeStudio();
    fake.cacheEntries = [];
    renderWith(<CacheView />, fake);
    const empty = await screen.findByText(/^No cache entries yet/);
    expect(empty).toHaveTextContent('with a model or the offline resolver');
    expect(empty).not.toHaveTextContent('made with a model are kept');
  });

  it('copies an entry id for the command line', async () => {
    const user = userEvent.setup();
    renderWith(<CacheView />);
    await user.click(await screen.findByRole('button', { name: 'Copy the id of add the cheapest scarf to the cart' }));
    expect(await navigator.clipboard.readText()).toBe('agent-5be0c2f1a9d3e874');
    expect(await screen.findByText(/Copied the entry’s id: paste it after `reprise cache show`/)).toBeInTheDocument();
  });

  it('filters by source', async () => {
    const user = userEvent.setup();
    renderWith(<CacheView />);
    await screen.findByTestId('entry-act-af8d45bd99deb66f');
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.queryByTestId('entry-agent-5be0c2f1a9d3e874')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agent · computer use' }));
    expect(screen.getByText('No cache entries from this source.')).toBeInTheDocument();
  });

  it('opens an entry in the editor, saves it as a flow only when asked, and removes after a confirmation', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<CacheView />);
    await user.click(await screen.findByRole('button', { name: 'Edit add the cheapest scarf to the cart' }));
    expect(window.location.hash).toBe('#/t/agent-5be0c2f1a9d3e874');
    expect(fake.callsTo('SaveCacheEntryAsFlow')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save add the cheapest scarf to the cart as a library flow' }));
    await waitFor(() => expect(fake.callsTo('SaveCacheEntryAsFlow')).toEqual([['agent-5be0c2f1a9d3e874', '']]));
    await user.click(screen.getByRole('button', { name: /^Remove use "Add to cart"/ }));
    expect(fake.callsTo('RemoveCacheEntry')).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Confirm removing use "Add to cart"/ }));
    await waitFor(() => expect(screen.queryByTestId('entry-act-af8d45bd99deb66f')).not.toBeInTheDocument());
    expect(fake.callsTo('RemoveCacheEntry')).toEqual([['act-af8d45bd99deb66f']]);
  });

  it('is a view of the library, next to a filter of flows by source', async () => {
    const user = userEvent.setup();
    renderWith(<Library info={info} />);
    await screen.findByText('Log in');
    await user.selectOptions(screen.getByLabelText('Filter by source'), 'import');
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cache' }));
    expect(await screen.findByTestId('entry-agent-5be0c2f1a9d3e874')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search trajectories')).not.toBeInTheDocument();
  });

  // The Cache view had none of the Library's keys and no hint line.
  it('takes the Library\'s keys: / searches, ↓ selects, Enter opens the selected entry', async () => {
    const user = userEvent.setup();
    renderWith(<CacheView />);
    await screen.findByTestId('entry-agent-5be0c2f1a9d3e874');
    expect(screen.getByText('select', { exact: false })).toHaveTextContent('/ search · ↑↓ select · Enter open · r record · g flows');
    expect(screen.getAllByRole('row', { selected: true })[0]).toHaveTextContent('add the cheapest scarf to the cart');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('row', { selected: true })[0]).toHaveTextContent('use "Add to cart" after "Cotton Scarf"');
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/t/act-af8d45bd99deb66f');
    window.location.hash = '';
    await user.keyboard('/cheapest{ArrowDown}{Enter}');
    expect(screen.getAllByTestId(/^entry-/)).toHaveLength(1);
    expect(window.location.hash).toBe('#/t/agent-5be0c2f1a9d3e874');
  });

  // g there reopened the Library on the Cache tab, where r did nothing.
  it('goes back to the flows with g, where r starts a recording; r works on the Cache view too', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/?view=cache';
    renderWith(<Library info={info} />);
    await screen.findByTestId('entry-agent-5be0c2f1a9d3e874');
    await user.keyboard('g');
    expect(screen.getByRole('tab', { name: 'Flows' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Trajectories' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cache' }));
    await screen.findByTestId('entry-agent-5be0c2f1a9d3e874');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('r');
    expect(window.location.hash).toBe('#/record');
  });
});
