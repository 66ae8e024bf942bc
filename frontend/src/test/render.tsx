import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiProvider } from '../lib/api-context';
import { ToastProvider } from '../lib/toast';
import { FakeStudio } from './fakeStudio';

/** renderWith renders ui against a FakeStudio (a fresh one unless given). */
export function renderWith(ui: ReactElement, fake = new FakeStudio()) {
  const r = render(
    <ApiProvider api={fake.api()}>
      <ToastProvider>{ui}</ToastProvider>
    </ApiProvider>,
  );
  return { ...r, fake };
}
