// Package appdirs decides where Reprise keeps its files on each operating
// system: the store (trajectories and runs), the settings file and the
// cache (the Playwright driver). It is the one place these paths are
// computed; cache.DefaultDir, studio.DefaultSettingsPath and
// browser.CacheRoot call it.
//
// The locations follow each system's conventions:
//
//	           settings                  store                            cache
//	Linux      $XDG_CONFIG_HOME/reprise  $XDG_DATA_HOME/reprise/store     $XDG_CACHE_HOME/reprise
//	           (~/.config/reprise)       (~/.local/share/reprise/store)   (~/.cache/reprise)
//	macOS      ~/Library/Application Support/reprise (settings and store/) ~/Library/Caches/reprise
//	Windows    %AppData%\reprise         %LocalAppData%\reprise\store     %LocalAppData%\reprise
//
// The store directory chosen in the app's settings (settings.json's
// "storeDir") replaces the default store for the app and every command;
// REPRISE_STORE overrides both, and REPRISE_CACHE_DIR the cache.
// Other Unix systems (FreeBSD, …) use the Linux (XDG) layout. The API keys
// are not files: they go to the OS credential store (macOS Keychain,
// Windows Credential Manager, the Secret Service on Linux) under the
// service name KeychainService.
//
// Resolve is a pure function of an Env (GOOS, environment lookup, home
// directory, and whether a path exists), so the rules for every system
// are tested on any machine; Current gives the Env of this process.
package appdirs

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"runtime"
	"strings"
)

// App is the directory name Reprise uses under each base directory.
const App = "reprise"

// KeychainService is the service name API keys are filed under in the
// OS credential store, the same on every system.
const KeychainService = "reprise"

// SettingsFile is the settings file's name inside Dirs.Config.
const SettingsFile = "settings.json"

// ErrNoHome is returned when a location depends on the home directory and
// none is known.
var ErrNoHome = errors.New("no home directory is known (set HOME, or on Windows USERPROFILE)")

// Env is what the locations depend on.
type Env struct {
	// GOOS is the operating system, as runtime.GOOS spells it.
	GOOS string
	// Getenv looks up an environment variable ("" when unset). Nil means
	// none are set.
	Getenv func(string) string
	// Home is the user's home directory; empty when unknown.
	Home string
	// Exists reports whether a file or directory exists; Resolve uses it
	// only to find a store at its pre-1.0 location. Nil means nothing
	// exists.
	Exists func(string) bool
	// ReadFile reads a file; Resolve uses it only to read the store
	// location from the settings file. Nil means there is no settings
	// file.
	ReadFile func(string) ([]byte, error)
}

// Dirs are Reprise's locations for one user.
type Dirs struct {
	// Config holds the settings file (SettingsFile).
	Config string
	// Store is the Badger store directory.
	Store string
	// Cache is the root of the cache (the Playwright driver lives in
	// Cache/playwright-driver-<version>).
	Cache string
}

// Settings returns the settings file's path.
func (d Dirs) Settings(goos string) string { return join(goos, d.Config, SettingsFile) }

// Current returns the Env of this process.
func Current() Env {
	home, _ := os.UserHomeDir()
	return Env{GOOS: runtime.GOOS, Getenv: os.Getenv, Home: home, Exists: func(p string) bool {
		_, err := os.Stat(p)
		return err == nil
	}, ReadFile: os.ReadFile}
}

// Default resolves the locations for this process: Resolve(Current()).
func Default() (Dirs, error) { return Resolve(Current()) }

// Resolve returns the locations for env. It fails only when a location
// needs the home directory (or on Windows %AppData%/%LocalAppData%) and
// none is known.
func Resolve(env Env) (Dirs, error) {
	get := env.Getenv
	if get == nil {
		get = func(string) string { return "" }
	}
	exists := env.Exists
	if exists == nil {
		exists = func(string) bool { return false }
	}
	// base returns the variable's value, else home/rel; like os.UserConfigDir
	// it ignores relative values, which the XDG spec calls invalid.
	base := func(variable string, rel ...string) (string, error) {
		if v := get(variable); v != "" && isAbs(env.GOOS, v) {
			return v, nil
		}
		if env.Home == "" {
			return "", fmt.Errorf("finding the %s directory: %w", variable, ErrNoHome)
		}
		return join(env.GOOS, append([]string{env.Home}, rel...)...), nil
	}

	var config, data, cache string
	var err error
	switch env.GOOS {
	case "darwin", "ios":
		if env.Home == "" {
			return Dirs{}, fmt.Errorf("finding the Library directory: %w", ErrNoHome)
		}
		config = join(env.GOOS, env.Home, "Library", "Application Support")
		data = config
		cache = join(env.GOOS, env.Home, "Library", "Caches")
	case "windows":
		if config, err = base("AppData", "AppData", "Roaming"); err != nil {
			return Dirs{}, err
		}
		if data, err = base("LocalAppData", "AppData", "Local"); err != nil {
			return Dirs{}, err
		}
		cache = data
	default: // Linux and other Unix systems: the XDG base directories.
		if config, err = base("XDG_CONFIG_HOME", ".config"); err != nil {
			return Dirs{}, err
		}
		if data, err = base("XDG_DATA_HOME", ".local", "share"); err != nil {
			return Dirs{}, err
		}
		if cache, err = base("XDG_CACHE_HOME", ".cache"); err != nil {
			return Dirs{}, err
		}
	}

	d := Dirs{
		Config: join(env.GOOS, config, App),
		Store:  join(env.GOOS, data, App, "store"),
		Cache:  join(env.GOOS, cache, App),
	}
	// Before this package, the store lived under the configuration
	// directory on every system (os.UserConfigDir()/reprise/store):
	// ~/.config/reprise/store on Linux, %AppData%\reprise\store on Windows
	// (on macOS that is still the place). An existing store there stays in
	// use, so upgrading never hides a user's trajectories; new users get
	// the conventional data directory.
	if legacy := join(env.GOOS, config, App, "store"); legacy != d.Store && exists(legacy) {
		d.Store = legacy
	}
	// The store location chosen in the app's settings is every
	// command's default too, so the app and a terminal use one store.
	if v := settingsStore(env, d.Settings(env.GOOS)); v != "" {
		d.Store = v
	}
	if v := get("REPRISE_STORE"); v != "" {
		d.Store = v
	}
	if v := get("REPRISE_CACHE_DIR"); v != "" {
		d.Cache = v
	}
	return d, nil
}

// settingsStore returns the store directory set in the settings file at
// path ("storeDir"), or "" when there is none. A path starting with ~ is
// taken from the home directory; a relative one means nothing (the app
// and a terminal would resolve it from different directories). An
// unreadable file means no setting: the app reports it when it loads the
// settings.
func settingsStore(env Env, path string) string {
	if env.ReadFile == nil {
		return ""
	}
	data, err := env.ReadFile(path)
	if err != nil {
		return ""
	}
	var set struct {
		StoreDir string `json:"storeDir"`
	}
	if json.Unmarshal(data, &set) != nil {
		return ""
	}
	dir := strings.TrimSpace(set.StoreDir)
	if rest, ok := strings.CutPrefix(dir, "~"); ok && env.Home != "" && (rest == "" || rest[0] == '/' || rest[0] == '\\') {
		return join(env.GOOS, env.Home, rest)
	}
	if !isAbs(env.GOOS, dir) {
		return ""
	}
	return dir
}

// isAbs reports whether p is absolute on goos (filepath.IsAbs answers for
// the running system only).
func isAbs(goos, p string) bool {
	if goos != "windows" {
		return strings.HasPrefix(p, "/")
	}
	p = strings.ReplaceAll(p, "/", `\`)
	if strings.HasPrefix(p, `\\`) { // UNC path
		return true
	}
	return len(p) >= 3 && p[1] == ':' && p[2] == '\\' &&
		('a' <= p[0]|0x20 && p[0]|0x20 <= 'z')
}

// join joins path elements with goos's separator, so Resolve gives
// Windows paths for "windows" on any machine. For the running system it
// gives what filepath.Join gives.
func join(goos string, elem ...string) string {
	if goos != "windows" {
		return path.Join(elem...)
	}
	var parts []string
	for i, e := range elem {
		e = strings.ReplaceAll(e, "/", `\`)
		if i == 0 {
			e = strings.TrimRight(e, `\`) // "C:\" joins as "C:" + `\` + …
		} else {
			e = strings.Trim(e, `\`)
		}
		if e != "" {
			parts = append(parts, e)
		}
	}
	return strings.Join(parts, `\`)
}
