import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { newApi } from './api/api';
import { createTransport } from './api/transport';
import { App } from './App';
import { ApiProvider } from './lib/api-context';
import { ToastProvider } from './lib/toast';
import './styles.css';

const api = newApi(createTransport());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider api={api}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </ApiProvider>
  </StrictMode>,
);
