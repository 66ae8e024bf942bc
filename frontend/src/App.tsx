import { useEffect, useState } from 'react';
import type { AppInfo } from './api/generated';
import { useApi, useConnected } from './lib/api-context';
import { Icon } from './components/Icon';
import { Modal } from './components/Modal';
import { shortcutLabel, useKeys } from './lib/keys';
import { navigate, useRoute } from './lib/router';
import { LIBRARY_FLOWS, Library } from './screens/Library';
import { Recorder } from './screens/Recorder';
import { Settings } from './screens/Settings';
import { Workspace } from './screens/Workspace';

export type Theme = 'system' | 'light' | 'dark';

const SHORTCUTS: [string, string][] = [
  ['g', 'Library (its flows)'],
  ['r', 'New recording (in the library)'],
  [',', 'Settings'],
  ['/', 'Search the library’s flows or cache'],
  ['↑ ↓ / j k', 'Select a flow, cache entry or step'],
  ['Enter', 'Open the selected flow or cache entry'],
  ['Mod+Enter', 'Run all steps'],
  ['Alt+↑ Alt+↓', 'Move the selected step'],
  ['Mod+D', 'Duplicate the step'],
  ['Mod+I', 'Insert a step after'],
  ['Del', 'Delete the flow or step'],
  ['Mod+Z Mod+Shift+Z', 'Undo, redo'],
  ['Mod+S', 'Save: a new revision, the recording, the settings'],
  ['p', 'Pick an element on the live page'],
  ['Esc', 'Stop the run or the recording’s step under way, cancel picking, close dialogs'],
  ['?', 'This list'],
];

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
  const [help, setHelp] = useState(false);

  useEffect(() => {
    api.AppInfo().then(setInfo, (e) => setInfoError(String(e?.message ?? e)));
  }, [api]);

  const [top, id] = route.parts;
  useKeys({
    // g is "the Library (its flows)", as the list of shortcuts says: from
    // another screen it opens the Library on its flows, not on the view
    // it was left on (Cache); on the Library, the Library's own g does it.
    'g': () => top && navigate(LIBRARY_FLOWS),
    ',': () => navigate('/settings'),
    '?': () => setHelp((h) => !h),
  });

  let screen;
  if (top === 't' && id) screen = <Workspace key={id} id={id} route={route} />;
  else if (top === 'record') screen = <Recorder />;
  else if (top === 'settings') screen = <Settings info={info} theme={theme} setTheme={setTheme} />;
  else screen = <Library info={info} />;

  // Icons are inline SVG (Icon): the desktop app's WebView may have no font with ☰ ● ⚙.
  const nav = (path: string, label: string, icon: string, on: boolean, key: string) => (
    <a href={'#' + path} className={`nav-item ${on ? 'nav-on' : ''}`} aria-current={on ? 'page' : undefined} title={`${label} (${key})`}>
      <span className="nav-icon" aria-hidden="true">
        <Icon name={icon} size={16} />
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
        {nav('/', 'Library', 'library', !top || top === 't', 'g')}
        {nav('/record', 'Record', 'record', top === 'record', 'r')}
        {nav('/settings', 'Settings', 'settings', top === 'settings', ',')}
        <span className="spacer" />
        <button className="nav-item theme-btn" onClick={() => setTheme(theme === 'system' ? 'dark' : theme === 'dark' ? 'light' : 'system')} title={`Theme: ${theme}`} aria-label={`Theme: ${theme}`}>
          <span className="nav-icon" aria-hidden="true">
            <Icon name={theme === 'dark' ? 'moon' : theme === 'light' ? 'sun' : 'auto'} size={16} />
          </span>
          <span className="nav-label">{theme}</span>
        </button>
        <button className="nav-item" onClick={() => setHelp(true)} title="Keyboard shortcuts (?)" aria-label="Keyboard shortcuts">
          <span className="nav-icon nav-key" aria-hidden="true">
            ?
          </span>
          <span className="nav-label">shortcuts</span>
        </button>
        <div className={`conn ${connected ? 'conn-ok' : 'conn-bad'}`} title={`${info?.mode === 'desktop' ? 'Desktop app' : 'Web studio'} · ${connected ? 'connected' : 'events disconnected; reconnecting…'}`}>
          <span className="dot" /> <span className="nav-label conn-mode">{info?.mode ?? ''}</span>
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
      {help && (
        <Modal title="Keyboard shortcuts" onClose={() => setHelp(false)}>
          <table className="table table-tight shortcuts">
            <tbody>
              {SHORTCUTS.map(([k, what]) => (
                <tr key={k}>
                  <td className="nowrap">
                    {k.split(' ').map((x) => (
                      <kbd key={x}>{x.startsWith('Mod+') ? shortcutLabel(x) : x}</kbd>
                    ))}
                  </td>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal>
      )}
    </div>
  );
}
