import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Api } from './api/client';
import { createTransport } from './api/transport';
import { App } from './App';
import { ApiProvider } from './lib/api-context';
import { ToastProvider } from './lib/toast';
import './styles.css';

const api = new Api(createTransport());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider api={api}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </ApiProvider>
  </StrictMode>,
);
