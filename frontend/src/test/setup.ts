import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this long: a bound for a busy 2-core CI
// machine, not a speed assertion.
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});
