package appdirs

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func envOf(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func existing(paths ...string) func(string) bool {
	return func(p string) bool {
		for _, q := range paths {
			if p == q {
				return true
			}
		}
		return false
	}
}

// settingsFile reads as a file system holding one settings file.
func settingsFile(path, content string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		if p != path {
			return nil, os.ErrNotExist
		}
		return []byte(content), nil
	}
}

func TestResolve(t *testing.T) {
	cases := []struct {
		name string
		env  Env
		want Dirs
	}{
		{
			name: "linux with no XDG variables uses ~/.config, ~/.local/share and ~/.cache",
			env:  Env{GOOS: "linux", Home: "/home/ann"},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/home/ann/.local/share/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "linux respects XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_CACHE_HOME",
			env: Env{GOOS: "linux", Home: "/home/ann", Getenv: envOf(map[string]string{
				"XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data/", "XDG_CACHE_HOME": "/var/cache/ann"})},
			want: Dirs{Config: "/cfg/reprise", Store: "/data/reprise/store", Cache: "/var/cache/ann/reprise"},
		},
		{
			name: "linux ignores relative XDG values, as the spec says",
			env:  Env{GOOS: "linux", Home: "/home/ann", Getenv: envOf(map[string]string{"XDG_DATA_HOME": "data", "XDG_CONFIG_HOME": "./cfg"})},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/home/ann/.local/share/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "linux keeps an existing store under ~/.config/reprise",
			env:  Env{GOOS: "linux", Home: "/home/ann", Exists: existing("/home/ann/.config/reprise/store")},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/home/ann/.config/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "linux keeps an existing store under XDG_CONFIG_HOME",
			env: Env{GOOS: "linux", Home: "/home/ann", Getenv: envOf(map[string]string{"XDG_CONFIG_HOME": "/cfg"}),
				Exists: existing("/cfg/reprise/store")},
			want: Dirs{Config: "/cfg/reprise", Store: "/cfg/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "freebsd uses the XDG layout",
			env:  Env{GOOS: "freebsd", Home: "/usr/home/ann"},
			want: Dirs{Config: "/usr/home/ann/.config/reprise", Store: "/usr/home/ann/.local/share/reprise/store", Cache: "/usr/home/ann/.cache/reprise"},
		},
		{
			name: "macOS uses Application Support and Caches, XDG variables or not",
			env:  Env{GOOS: "darwin", Home: "/Users/ann", Getenv: envOf(map[string]string{"XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data"})},
			want: Dirs{Config: "/Users/ann/Library/Application Support/reprise", Store: "/Users/ann/Library/Application Support/reprise/store", Cache: "/Users/ann/Library/Caches/reprise"},
		},
		{
			name: "windows uses %AppData% for settings and %LocalAppData% for the store and cache",
			env: Env{GOOS: "windows", Home: `C:\Users\ann`, Getenv: envOf(map[string]string{
				"AppData": `C:\Users\ann\AppData\Roaming`, "LocalAppData": `D:\Local\`})},
			want: Dirs{Config: `C:\Users\ann\AppData\Roaming\reprise`, Store: `D:\Local\reprise\store`, Cache: `D:\Local\reprise`},
		},
		{
			name: "windows without the variables falls back to the profile's AppData",
			env:  Env{GOOS: "windows", Home: `C:\Users\ann`},
			want: Dirs{Config: `C:\Users\ann\AppData\Roaming\reprise`, Store: `C:\Users\ann\AppData\Local\reprise\store`, Cache: `C:\Users\ann\AppData\Local\reprise`},
		},
		{
			name: "windows keeps an existing store under %AppData%",
			env: Env{GOOS: "windows", Home: `C:\Users\ann`, Getenv: envOf(map[string]string{"AppData": `C:\Users\ann\AppData\Roaming`}),
				Exists: existing(`C:\Users\ann\AppData\Roaming\reprise\store`)},
			want: Dirs{Config: `C:\Users\ann\AppData\Roaming\reprise`, Store: `C:\Users\ann\AppData\Roaming\reprise\store`, Cache: `C:\Users\ann\AppData\Local\reprise`},
		},
		{
			name: "REPRISE_STORE and REPRISE_CACHE_DIR win on every system",
			env: Env{GOOS: "windows", Home: `C:\Users\ann`, Getenv: envOf(map[string]string{"REPRISE_STORE": `E:\qa\store`, "REPRISE_CACHE_DIR": `E:\qa\cache`}),
				Exists: existing(`C:\Users\ann\AppData\Roaming\reprise\store`)},
			want: Dirs{Config: `C:\Users\ann\AppData\Roaming\reprise`, Store: `E:\qa\store`, Cache: `E:\qa\cache`},
		},
		{
			name: "the app's store setting is the default store on linux",
			env: Env{GOOS: "linux", Home: "/home/ann",
				ReadFile: settingsFile("/home/ann/.config/reprise/settings.json", `{"model":"x","storeDir":"/srv/qa/store"}`)},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/srv/qa/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "the app's store setting may start with ~",
			env: Env{GOOS: "darwin", Home: "/Users/ann",
				ReadFile: settingsFile("/Users/ann/Library/Application Support/reprise/settings.json", `{"storeDir":"~/QA store"}`)},
			want: Dirs{Config: "/Users/ann/Library/Application Support/reprise", Store: "/Users/ann/QA store", Cache: "/Users/ann/Library/Caches/reprise"},
		},
		{
			name: "the app's store setting on windows, and REPRISE_STORE still wins over it",
			env: Env{GOOS: "windows", Home: `C:\Users\ann`, Getenv: envOf(map[string]string{"REPRISE_STORE": `E:\qa\store`}),
				ReadFile: settingsFile(`C:\Users\ann\AppData\Roaming\reprise\settings.json`, `{"storeDir":"D:\\flows"}`)},
			want: Dirs{Config: `C:\Users\ann\AppData\Roaming\reprise`, Store: `E:\qa\store`, Cache: `C:\Users\ann\AppData\Local\reprise`},
		},
		{
			name: "an empty, relative or unreadable store setting means the default",
			env: Env{GOOS: "linux", Home: "/home/ann",
				ReadFile: settingsFile("/home/ann/.config/reprise/settings.json", `{"storeDir":"store"}`)},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/home/ann/.local/share/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "a broken settings file means the default store",
			env: Env{GOOS: "linux", Home: "/home/ann",
				ReadFile: settingsFile("/home/ann/.config/reprise/settings.json", `{"storeDir":`)},
			want: Dirs{Config: "/home/ann/.config/reprise", Store: "/home/ann/.local/share/reprise/store", Cache: "/home/ann/.cache/reprise"},
		},
		{
			name: "no home is fine when every location is set",
			env: Env{GOOS: "linux", Getenv: envOf(map[string]string{
				"XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/k"})},
			want: Dirs{Config: "/c/reprise", Store: "/d/reprise/store", Cache: "/k/reprise"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Resolve(c.env)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("Resolve =\n  %+v\nwant\n  %+v", got, c.want)
			}
		})
	}
}

func TestSettingsPath(t *testing.T) {
	for goos, want := range map[string]string{
		"linux":   "/home/ann/.config/reprise/settings.json",
		"darwin":  "/home/ann/Library/Application Support/reprise/settings.json",
		"windows": `\home\ann\AppData\Roaming\reprise\settings.json`,
	} {
		d, err := Resolve(Env{GOOS: goos, Home: "/home/ann"})
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Settings(goos); got != want {
			t.Errorf("%s: settings at %q, want %q", goos, got, want)
		}
	}
}

func TestNoHomeSaysWhatToSet(t *testing.T) {
	for _, goos := range []string{"linux", "darwin", "windows"} {
		if _, err := Resolve(Env{GOOS: goos}); !errors.Is(err, ErrNoHome) {
			t.Errorf("%s with no home: err = %v, want ErrNoHome", goos, err)
		}
	}
}

// TestCurrentMatchesTheStandardLibrary checks that on this machine the
// settings and cache land where os.UserConfigDir and os.UserCacheDir say,
// as they did before this package, and that an existing store at the old
// location is found on disk.
func TestCurrentMatchesTheStandardLibrary(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("USERPROFILE", home)
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "REPRISE_STORE", "REPRISE_CACHE_DIR"} {
		t.Setenv(k, "")
	}
	d, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.UserConfigDir()
	if err != nil {
		t.Fatal(err)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(cfg, App); d.Config != want {
		t.Errorf("Config = %q, want %q", d.Config, want)
	}
	if want := filepath.Join(cache, App); d.Cache != want {
		t.Errorf("Cache = %q, want %q", d.Cache, want)
	}
	if runtime.GOOS != "linux" {
		return
	}
	if want := filepath.Join(home, ".local", "share", App, "store"); d.Store != want {
		t.Errorf("new user's store = %q, want %q", d.Store, want)
	}
	old := filepath.Join(cfg, App, "store")
	if err := os.MkdirAll(old, 0o700); err != nil {
		t.Fatal(err)
	}
	if d, err = Default(); err != nil {
		t.Fatal(err)
	}
	if d.Store != old {
		t.Errorf("with a store at %s, Store = %q; an existing user's store must stay in use", old, d.Store)
	}
}
