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
  // Models typed by hand stay offered once the default moves on: before,
  // choosing a listed model made a typed one vanish from every menu.
  for (const m of typedModels()) {
    if (!out.some((c) => c.value === m)) out.push({ value: m, label: `${m} (typed)`, disabled: false });
  }
  return out;
}

// TYPED_KEY keeps the models typed by hand in this browser, newest first.
const TYPED_KEY = 'reprise.models.typed';
const MAX_TYPED = 8;

/** typedModels lists the models typed by hand (rememberModel), newest first. */
export function typedModels(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(TYPED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * rememberModel keeps a model typed by hand (or saved in the settings)
 * so the model menus go on offering it; "local", placeholders and strings
 * with no provider/ are not models to keep.
 */
export function rememberModel(model: string) {
  const m = model.trim();
  if (!m || m === 'local' || isPlaceholder(m) || !/^[\w.-]+\/\S/.test(m)) return;
  const list = [m, ...typedModels().filter((x) => x !== m)].slice(0, MAX_TYPED);
  try {
    localStorage.setItem(TYPED_KEY, JSON.stringify(list));
  } catch {
    /* storage full or off: the menus just do not remember it */
  }
}

/** isPlaceholder reports whether an example model string is a pattern ("openai-compatible/NAME"), not a model. */
export function isPlaceholder(model: string): boolean {
  return /\/(NAME|MODEL|<[^>]*>)$/.test(model);
}
