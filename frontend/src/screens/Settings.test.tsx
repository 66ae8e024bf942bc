import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeStudio } from '../test/fakeStudio';
import { renderWith } from '../test/render';
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

  it('says where a key goes on a machine with no keychain', async () => {
    const fake = new FakeStudio();
    fake.handle('ListProviders', () => [
      { provider: 'openai', needsKey: true, keyEnv: ['OPENAI_API_KEY'], keyIn: '', keychainAvailable: false, examples: ['openai/gpt-4.1-mini'] },
    ]);
    renderWith(<Settings info={info} theme="system" setTheme={() => {}} />, fake);
    const row = await screen.findByTestId('provider-openai');
    expect(within(row).getByLabelText('API key for openai')).toBeDisabled();
    expect(within(row).getByTestId('no-keychain-openai')).toHaveTextContent('set OPENAI_API_KEY in the environment before you start Reprise');
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
});
