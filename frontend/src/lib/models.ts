import type { ProviderInfo } from '../api/generated';

/**
 * modelChoices lists "local" first, then each provider's example model
 * strings; a placeholder such as "openai-compatible/NAME" is a hint for
 * typing a name (Settings), not a model, and is left out.
 */
export function modelChoices(providers: ProviderInfo[]): { value: string; label: string; disabled: boolean }[] {
  const out = [{ value: 'local', label: 'local — offline resolver, no key', disabled: false }];
  for (const p of providers) {
    for (const m of p.examples ?? []) {
      if (m === 'local' || isPlaceholder(m)) continue;
      const noKey = p.needsKey && !p.keyIn;
      out.push({ value: m, label: noKey ? `${m} (no API key yet)` : m, disabled: false });
    }
  }
  return out;
}

/** isPlaceholder reports whether an example model string is a pattern ("openai-compatible/NAME"), not a model. */
export function isPlaceholder(model: string): boolean {
  return /\/(NAME|MODEL|<[^>]*>)$/.test(model);
}
