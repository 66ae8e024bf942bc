import type { ProviderInfo } from '../api/generated';

/** modelChoices lists "local" first, then each provider's example model strings. */
export function modelChoices(providers: ProviderInfo[]): { value: string; label: string; disabled: boolean }[] {
  const out = [{ value: 'local', label: 'local — offline resolver, no key', disabled: false }];
  for (const p of providers) {
    for (const m of p.examples ?? []) {
      if (m === 'local') continue;
      const noKey = p.needsKey && !p.keyIn;
      out.push({ value: m, label: noKey ? `${m} (no key: Settings)` : m, disabled: false });
    }
  }
  return out;
}
