import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/transport';
import { FakeStudio } from '../test/fakeStudio';
import { renderWith } from '../test/render';
import { RecorderSetup } from '../components/RecorderSetup';
import { Settings } from './Settings';

const info = { version: 't', mode: 'web' as const, storeDir: '/tmp/store', dialogs: false };

describe('Settings', () => {
  it('stores a provider key through the backend and never shows it again', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    const row = await screen.findByTestId('provider-openai');
    expect(row).toHaveTextContent('no key');
    const input = within(row).getByLabelText('API key for openai');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'sk-test-123');
    await user.click(within(row).getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(fake.callsTo('SetProviderKey')).toEqual([['openai', 'sk-test-123']]));
    expect(input).toHaveValue('');
    expect(document.body).not.toHaveTextContent('sk-test-123');
  });

  it('says where a key goes on a machine with no keychain, once for all the providers', async () => {
    const fake = new FakeStudio();
    fake.handle('ListProviders', () => [
      { provider: 'openai', needsKey: true, keyEnv: ['OPENAI_API_KEY'], keyIn: '', keychainAvailable: false, examples: ['openai/gpt-4.1-mini'] },
      { provider: 'anthropic', needsKey: true, keyEnv: ['ANTHROPIC_API_KEY'], keyIn: '', keychainAvailable: false, examples: ['anthropic/claude-sonnet-4'] },
      { provider: 'google', needsKey: true, keyEnv: ['GEMINI_API_KEY'], keyIn: 'env', keychainAvailable: false, examples: ['google/gemini-2.5-flash'] },
    ]);
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />, fake);
    const row = await screen.findByTestId('provider-openai');
    expect(within(row).getByLabelText('API key for openai')).toBeDisabled();
    expect(within(row).getByTestId('no-keychain-openai')).toHaveTextContent('Set OPENAI_API_KEY instead.');
    expect(within(screen.getByTestId('provider-anthropic')).getByTestId('no-keychain-anthropic')).toHaveTextContent('Set ANTHROPIC_API_KEY instead.');
    expect(screen.getByTestId('no-keychain')).toHaveTextContent('This machine has no keychain to store keys in: set a provider’s key in the environment variable its row names before you start Reprise.');
    // The sentence about the keychain is said once, not in every row.
    expect(screen.getAllByText(/no keychain/)).toHaveLength(1);
  });

  it('stores a key on Enter without saving the rest of the settings', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    const row = await screen.findByTestId('provider-openai');
    await user.type(within(row).getByLabelText('API key for openai'), 'sk-enter-1{Enter}');
    await waitFor(() => expect(fake.callsTo('SetProviderKey')).toEqual([['openai', 'sk-enter-1']]));
    expect(fake.callsTo('SaveSettings')).toEqual([]);
  });

  it('saves the browser, headless and heal settings', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    await user.click(await screen.findByLabelText(/Headless/));
    await user.click(screen.getByText('Remote (CDP)'));
    await user.selectOptions(screen.getByLabelText('Heal policy'), 'off');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(1));
    expect(fake.callsTo('SaveSettings')[0][0]).toMatchObject({ heal: 'off', browser: { headless: false, cdpEndpoint: 'http://127.0.0.1:9222' } });
  });

  it('offers healing with the model only once a model is chosen', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    const box = await screen.findByLabelText('Heal with the model');
    expect(box).toBeDisabled();
    expect(screen.getByText(/choose a model above to use this/)).toBeInTheDocument();
    const model = screen.getByLabelText('Default model') as HTMLSelectElement;
    const real = Array.from(model.options).map((o) => o.value).find((v) => v !== 'local' && !v.includes('NAME'));
    expect(real).toBeTruthy();
    await user.selectOptions(model, real!);
    expect(box).toBeEnabled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(1));
    expect(fake.callsTo('SaveSettings')[0][0]).toMatchObject({ model: real, healWithModel: true });
  });

  it('sends every instruction to the model only once a model is chosen', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    const box = await screen.findByLabelText('Send every instruction to the model');
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    const model = screen.getByLabelText('Default model') as HTMLSelectElement;
    const real = Array.from(model.options).map((o) => o.value).find((v) => v !== 'local' && !v.includes('NAME'));
    await user.selectOptions(model, real!);
    expect(box).toBeEnabled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(1));
    expect(fake.callsTo('SaveSettings')[0][0]).toMatchObject({ model: real, resolverOff: true });
  });

  it('saves a model typed by name, such as an OpenAI-compatible server\'s', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    await user.type(await screen.findByLabelText('Model name'), 'openai-compatible/qwen3');
    const model = screen.getByLabelText('Default model') as HTMLSelectElement;
    expect(model).toHaveValue('openai-compatible/qwen3');
    expect(screen.getByLabelText('Heal with the model')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(1));
    expect(fake.callsTo('SaveSettings')[0][0]).toMatchObject({ model: 'openai-compatible/qwen3' });
    await user.selectOptions(model, 'local');
    expect(screen.getByLabelText('Model name')).toHaveValue('');
  });

  // A typed model vanished from every menu, the recorder's too, once the
  // default moved to a listed one.
  it('keeps offering a typed model, in Settings and in the recorder, after a listed one is chosen', async () => {
    const user = userEvent.setup();
    const first = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    await user.type(await screen.findByLabelText('Model name'), 'openai-compatible/fake');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(first.fake.callsTo('SaveSettings')).toHaveLength(1));
    const model = screen.getByLabelText('Default model') as HTMLSelectElement;
    await user.selectOptions(model, 'openai/gpt-4.1-mini');
    expect(screen.getByRole('option', { name: 'openai-compatible/fake (typed)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(first.fake.callsTo('SaveSettings')).toHaveLength(2));
    first.unmount();
    renderWith(<RecorderSetup onStarted={() => {}} />, first.fake);
    const rec = screen.getByLabelText('Model') as HTMLSelectElement;
    expect(await within(rec).findByRole('option', { name: /^openai\/gpt-4\.1-mini/ })).toBeInTheDocument();
    expect(within(rec).getByRole('option', { name: 'openai-compatible/fake (typed)' })).toBeInTheDocument();
  });

  it('says the base URL takes openai/… models\' requests too', async () => {
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    const field = await screen.findByLabelText(/^Base URL/);
    expect(field).toHaveAccessibleDescription(/every model’s requests go here — openai\/…/);
  });

  it('saves with Ctrl+S, and the page no longer says "unsaved changes"', async () => {
    const user = userEvent.setup();
    const { fake } = renderWith(<Settings info={info} theme="system" setTheme={() => {}} />);
    await user.selectOptions(await screen.findByLabelText('Heal policy'), 'off');
    expect(screen.getByTestId('settings-dirty')).toHaveTextContent('unsaved changes');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(1));
    expect(fake.callsTo('SaveSettings')[0][0]).toMatchObject({ heal: 'off' });
    await waitFor(() => expect(screen.queryByTestId('settings-dirty')).not.toBeInTheDocument());
  });

  it('marks the field a refused save names, says why under it and moves the keyboard there', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('SaveSettings', (x) => {
      if (x.baseUrl === 'not a url')
        throw new ApiError('invalid', 'settings not saved: Base URL: "not a url" is not an http:// or https:// address, e.g. http://127.0.0.1:11434/v1', [
          { step: 0, field: 'baseUrl', message: '"not a url" is not an http:// or https:// address, e.g. http://127.0.0.1:11434/v1' },
        ]);
      return x;
    });
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />, fake);
    const field = await screen.findByLabelText(/^Base URL/);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/"not a url" is not an http:\/\/ or https:\/\/ address/);
    expect(screen.getByTestId('problem-baseUrl')).toHaveTextContent('"not a url" is not an http:// or https:// address');
    // Changing the field takes the mark away; a save that passes clears it for good.
    await user.clear(field);
    await user.type(field, 'http://127.0.0.1:11434/v1');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('problem-baseUrl')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('SaveSettings')).toHaveLength(2));
  });

  it('marks a model typed without its provider at the field it was typed in', async () => {
    const user = userEvent.setup();
    const fake = new FakeStudio();
    fake.handle('SaveSettings', () => {
      throw new ApiError('invalid', 'settings not saved: Default model: "gpt-4o" has no provider: did you mean openai/gpt-4o?', [
        { step: 0, field: 'model', message: '"gpt-4o" has no provider: did you mean openai/gpt-4o?' },
      ]);
    });
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />, fake);
    const typedModel = await screen.findByLabelText('Model name');
    await user.type(typedModel, 'gpt-4o');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(typedModel).toHaveAttribute('aria-invalid', 'true'));
    expect(typedModel).toHaveFocus();
    expect(typedModel).toHaveAccessibleDescription('"gpt-4o" has no provider: did you mean openai/gpt-4o?');
    expect(screen.getByLabelText('Default model')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a key from the environment as such, with no key field where no keychain can take one', async () => {
    const fake = new FakeStudio();
    fake.handle('ListProviders', () => [
      { provider: 'openai', needsKey: true, keyEnv: ['OPENAI_API_KEY'], keyIn: 'env', keychainAvailable: false, examples: ['openai/gpt-4.1-mini'] },
    ]);
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />, fake);
    const row = await screen.findByTestId('provider-openai');
    expect(row).toHaveTextContent('✓ key from OPENAI_API_KEY');
    expect(within(row).queryByLabelText('API key for openai')).not.toBeInTheDocument();
    expect(within(row).getByTestId('env-key-openai')).toHaveTextContent('Reprise uses the key in OPENAI_API_KEY');
  });
});
