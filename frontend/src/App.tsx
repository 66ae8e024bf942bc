import { useEffect, useState } from 'react';
import type { AppInfo } from './api/types';
import { useApi, useConnected } from './lib/api-context';
import { useKeys } from './lib/keys';
import { navigate, useRoute } from './lib/router';
import { Library } from './screens/Library';
import { Recorder } from './screens/Recorder';
import { Settings } from './screens/Settings';
import { Workspace } from './screens/Workspace';

export type Theme = 'system' | 'light' | 'dark';

const THEME_KEY = 'reprise.theme';

function useTheme(): [Theme, (t: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem(THEME_KEY) as Theme) || 'system');
  useEffect(() => {
    const el = document.documentElement;
    if (theme === 'system') el.removeAttribute('data-theme');
    else el.setAttribute('data-theme', theme);
    localStorage.setItem(THEME_KEY, theme);
  }, [theme]);
  return [theme, setTheme];
}

/** App is the shell: navigation rail, connection state and the routed screen. */
export function App() {
  const api = useApi();
  const route = useRoute();
  const connected = useConnected();
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [infoError, setInfoError] = useState('');
  const [theme, setTheme] = useTheme();

  useEffect(() => {
    api.appInfo().then(setInfo, (e) => setInfoError(String(e?.message ?? e)));
  }, [api]);

  useKeys({
    'g': () => navigate('/'),
    ',': () => navigate('/settings'),
  });

  const [top, id] = route.parts;
  let screen;
  if (top === 't' && id) screen = <Workspace key={id} id={id} route={route} />;
  else if (top === 'record') screen = <Recorder />;
  else if (top === 'settings') screen = <Settings info={info} theme={theme} setTheme={setTheme} />;
  else screen = <Library info={info} />;

  const nav = (path: string, label: string, icon: string, on: boolean, key: string) => (
    <a href={'#' + path} className={`nav-item ${on ? 'nav-on' : ''}`} aria-current={on ? 'page' : undefined} title={`${label} (${key})`}>
      <span className="nav-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="nav-label">{label}</span>
    </a>
  );

  return (
    <div className="app">
      <nav className="rail" aria-label="Main">
        <div className="brand" title="Reprise">
          <span className="brand-mark">R</span>
          <span className="nav-label">Reprise</span>
        </div>
        {nav('/', 'Library', '☰', !top || top === 't', 'g')}
        {nav('/record', 'Record', '●', top === 'record', 'r')}
        {nav('/settings', 'Settings', '⚙', top === 'settings', ',')}
        <span className="spacer" />
        <button className="nav-item theme-btn" onClick={() => setTheme(theme === 'system' ? 'dark' : theme === 'dark' ? 'light' : 'system')} title={`Theme: ${theme}`} aria-label={`Theme: ${theme}`}>
          <span className="nav-icon" aria-hidden="true">
            {theme === 'dark' ? '☾' : theme === 'light' ? '☀' : '◐'}
          </span>
          <span className="nav-label">{theme}</span>
        </button>
        <div className={`conn ${connected ? 'conn-ok' : 'conn-bad'}`} title={connected ? 'Connected' : 'Events disconnected; reconnecting…'}>
          <span className="dot" /> <span className="nav-label">{info?.mode ?? ''}</span>
        </div>
      </nav>
      <main className="content">
        {infoError && (
          <div className="alert alert-error">
            Cannot reach the Reprise backend: {infoError}
            {infoError.toLowerCase().includes('token') && ' — open the address printed by `reprise serve` (it carries ?token=…).'}
          </div>
        )}
        {screen}
      </main>
    </div>
  );
}
