package version

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"debug/buildinfo"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// allTargets are the CLI's release targets (scripts/release.sh).
var allTargets = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"}

// testTargets are the ones `go test` builds: this machine's (CI's), whose
// binary the test runs, and windows/amd64, whose compiled packages
// TestWindowsDesktopBuilds shares. Each target compiles every dependency
// afresh (4-5 minutes on two cores with a cold cache), and six took more
// than `make test`'s budget on a fresh machine; `make release` checks all
// six.
var testTargets = []string{"linux/amd64", "windows/amd64"}

// TestReleaseArchives checks what `make release` ships. With
// REPRISE_RELEASE_DIR set (scripts/release.sh sets it after building) it
// checks that directory: the CLI targets REPRISE_RELEASE_TARGETS names
// (all six when unset), desktop archives included when
// REPRISE_RELEASE_DESKTOP=1. Otherwise (`go test`, `make test`) it runs
// scripts/release.sh --cli-only into a temporary directory for
// testTargets and checks those archives.
//
// Each archive must hold one top-level directory named like the archive,
// with the binary for the OS and architecture in its name (read from the
// executable's header and from its Go build info, so a mislabelled or
// cgo-linked binary fails), stamped with the version in the archive's
// name; SHA256SUMS must list every archive once with its digest.
func TestReleaseArchives(t *testing.T) {
	dir := os.Getenv("REPRISE_RELEASE_DIR")
	desktop := os.Getenv("REPRISE_RELEASE_DESKTOP") == "1"
	targets := strings.Fields(os.Getenv("REPRISE_RELEASE_TARGETS"))
	if len(targets) == 0 {
		targets = allTargets
	}
	if dir == "" {
		if testing.Short() || os.Getenv("REPRISE_SKIP_RELEASE") == "1" {
			t.Skip("cross-compiles the CLI for two targets; skipped with -short or REPRISE_SKIP_RELEASE=1")
		}
		if _, err := exec.LookPath("bash"); err != nil {
			t.Skip("scripts/release.sh needs bash")
		}
		dir = t.TempDir()
		ctx := context.Background()
		if deadline, ok := t.Deadline(); ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithDeadline(ctx, deadline.Add(-30*time.Second))
			defer cancel()
		}
		targets = testTargets
		cmd := releaseCommand(ctx, "bash", filepath.Join("..", "..", "scripts", "release.sh"), "--cli-only", "--no-check", "--out", dir,
			"--targets", strings.Join(targets, " "))
		cmd.Env = append(os.Environ(), "REPRISE_VERSION=v0.0.0-test")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("scripts/release.sh --cli-only: %v\n%s", err, out)
		}
		desktop = false
	}

	sums := readSums(t, filepath.Join(dir, "SHA256SUMS"))
	names := listArchives(t, dir)
	version := versionFromNames(t, names)

	type want struct {
		archive string
		goos    string
		goarch  string
		exe     string
		desktop bool
	}
	var wants []want
	for _, target := range targets {
		goos, goarch, _ := strings.Cut(target, "/")
		wants = append(wants, want{archiveName("reprise", version, goos, goarch), goos, goarch, exeName("reprise", goos), false})
	}
	if desktop {
		wants = append(wants,
			want{archiveName("reprise-desktop", version, "linux", "amd64"), "linux", "amd64", "reprise-desktop", true},
			want{archiveName("reprise-desktop", version, "windows", "amd64"), "windows", "amd64", "reprise-desktop.exe", true})
	}
	var wantNames []string
	for _, w := range wants {
		wantNames = append(wantNames, w.archive)
	}
	slices.Sort(wantNames)
	if !slices.Equal(names, wantNames) {
		t.Fatalf("archives in %s:\n  %s\nwant:\n  %s", dir, strings.Join(names, "\n  "), strings.Join(wantNames, "\n  "))
	}
	sumNames := make([]string, 0, len(sums))
	for n := range sums {
		sumNames = append(sumNames, n)
	}
	slices.Sort(sumNames)
	if !slices.Equal(sumNames, wantNames) {
		t.Errorf("SHA256SUMS lists %v, want every archive once: %v", sumNames, wantNames)
	}

	for _, w := range wants {
		t.Run(w.archive, func(t *testing.T) {
			path := filepath.Join(dir, w.archive)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			d := sha256.Sum256(data)
			if got := hex.EncodeToString(d[:]); sums[w.archive] != got {
				t.Errorf("SHA256SUMS says %s, the archive's digest is %s", sums[w.archive], got)
			}
			files := readArchive(t, w.archive, data)
			top := strings.TrimSuffix(strings.TrimSuffix(w.archive, ".tar.gz"), ".zip")
			for name := range files {
				if !strings.HasPrefix(name, top+"/") {
					t.Errorf("%s is outside the archive's directory %s/", name, top)
				}
			}
			bin, ok := files[top+"/"+w.exe]
			if !ok {
				t.Fatalf("no %s/%s in the archive; it holds %v", top, w.exe, keys(files))
			}
			checkHeader(t, bin.data, w.goos, w.goarch)
			if w.desktop && w.goos == "windows" {
				checkWindowsGUI(t, bin.data)
			}
			checkBuildInfo(t, bin.data, w.goos, w.goarch, version, w.desktop)
			if w.goos != "windows" && bin.mode&0o111 == 0 {
				t.Errorf("%s is not executable (mode %v)", w.exe, bin.mode)
			}
			if _, ok := files[top+"/README.md"]; !ok {
				t.Errorf("no README.md in the archive")
			}
			if w.desktop && w.goos == "linux" {
				checkDesktopEntry(t, files, top)
			}
			if w.goos == runtime.GOOS && w.goarch == runtime.GOARCH && !w.desktop {
				checkRuns(t, bin.data, w.exe, version)
			}
		})
	}
}

// reporter is the part of *testing.T the binary checks use, so that
// TestBinaryChecksRejectWrongBinaries can collect what they report.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
	Fatal(args ...any)
}

// file is one regular file read from an archive.
type file struct {
	data []byte
	mode os.FileMode
}

func keys(m map[string]file) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func archiveName(product, version, goos, goarch string) string {
	ext := ".tar.gz"
	if goos == "windows" {
		ext = ".zip"
	}
	return fmt.Sprintf("%s_%s_%s_%s%s", product, version, goos, goarch, ext)
}

func exeName(base, goos string) string {
	if goos == "windows" {
		return base + ".exe"
	}
	return base
}

func listArchives(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		if n := e.Name(); strings.HasSuffix(n, ".tar.gz") || strings.HasSuffix(n, ".zip") {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

// versionFromNames reads the version out of the CLI's linux/amd64 archive
// name (reprise_<version>_linux_amd64.tar.gz).
func versionFromNames(t *testing.T, names []string) string {
	t.Helper()
	for _, n := range names {
		if v, ok := strings.CutPrefix(n, "reprise_"); ok {
			if v, ok := strings.CutSuffix(v, "_linux_amd64.tar.gz"); ok {
				return v
			}
		}
	}
	t.Fatalf("no reprise_<version>_linux_amd64.tar.gz among %v", names)
	return ""
}

func readSums(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("reading the checksums file: %v", err)
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok || len(sum) != 64 {
			t.Fatalf("SHA256SUMS line %q is not \"<sha256>  <file>\"", sc.Text())
		}
		if _, dup := sums[name]; dup {
			t.Errorf("SHA256SUMS lists %s twice", name)
		}
		sums[name] = sum
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return sums
}

// readArchive returns the regular files in a .tar.gz or .zip archive.
func readArchive(t *testing.T, name string, data []byte) map[string]file {
	t.Helper()
	files := map[string]file{}
	if strings.HasSuffix(name, ".zip") {
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("opening %s: %v", name, err)
		}
		for _, f := range zr.File {
			if f.FileInfo().IsDir() {
				continue
			}
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatalf("reading %s from %s: %v", f.Name, name, err)
			}
			files[f.Name] = file{b, f.Mode()}
		}
		return files
	}
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("opening %s: %v", name, err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("reading %s: %v", name, err)
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatalf("reading %s from %s: %v", h.Name, name, err)
		}
		files[strings.TrimPrefix(h.Name, "./")] = file{b, h.FileInfo().Mode()}
	}
	return files
}

// checkHeader reads the executable's own header: ELF for linux, Mach-O for
// darwin, PE for windows, and the machine type for the architecture.
func checkHeader(t reporter, bin []byte, goos, goarch string) {
	t.Helper()
	r := bytes.NewReader(bin)
	switch goos {
	case "linux":
		f, err := elf.NewFile(r)
		if err != nil {
			t.Fatalf("not an ELF executable (Linux): %v", err)
		}
		want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[goarch]
		if f.Machine != want || f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
			t.Errorf("ELF machine %v type %v, want %v executable", f.Machine, f.Type, want)
		}
	case "darwin":
		f, err := macho.NewFile(r)
		if err != nil {
			t.Fatalf("not a Mach-O executable (macOS): %v", err)
		}
		want := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[goarch]
		if f.Cpu != want || f.Type != macho.TypeExec {
			t.Errorf("Mach-O cpu %v type %v, want %v executable", f.Cpu, f.Type, want)
		}
	case "windows":
		f, err := pe.NewFile(r)
		if err != nil {
			t.Fatalf("not a PE executable (Windows): %v", err)
		}
		want := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[goarch]
		if f.Machine != want || f.Characteristics&pe.IMAGE_FILE_EXECUTABLE_IMAGE == 0 {
			t.Errorf("PE machine %#x characteristics %#x, want machine %#x and an executable image", f.Machine, f.Characteristics, want)
		}
	default:
		t.Fatalf("no header check for %s", goos)
	}
}

// checkWindowsGUI checks that the Windows desktop app starts without a
// console window and carries resources (the icon and the manifest).
func checkWindowsGUI(t reporter, bin []byte) {
	t.Helper()
	f, err := pe.NewFile(bytes.NewReader(bin))
	if err != nil {
		t.Fatal(err)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("not linked as a GUI program (-H windowsgui): a console window would open with the app")
	}
	if f.Section(".rsrc") == nil {
		t.Errorf("no .rsrc section: the icon and manifest (go-winres .syso) were not linked in")
	}
}

// checkBuildInfo reads the Go build info: target, cgo, tags and the stamp.
func checkBuildInfo(t reporter, bin []byte, goos, goarch, version string, desktop bool) {
	t.Helper()
	info, err := buildinfo.Read(bytes.NewReader(bin))
	if err != nil {
		t.Fatalf("reading the Go build info: %v", err)
	}
	set := map[string]string{}
	for _, s := range info.Settings {
		set[s.Key] = s.Value
	}
	if set["GOOS"] != goos || set["GOARCH"] != goarch {
		t.Errorf("built for %s/%s, want %s/%s", set["GOOS"], set["GOARCH"], goos, goarch)
	}
	wantCgo := "0"
	if desktop && goos == "linux" {
		wantCgo = "1" // GTK and WebKitGTK are C libraries
	}
	if set["CGO_ENABLED"] != wantCgo {
		t.Errorf("CGO_ENABLED=%s, want %s", set["CGO_ENABLED"], wantCgo)
	}
	if set["-trimpath"] != "true" {
		t.Errorf("built without -trimpath: the binary holds the build machine's paths")
	}
	// With -trimpath Go does not record -ldflags in the build info, and -s
	// strips the symbols, so look for the stamped string itself (the
	// binary for this machine is also run: see checkRuns).
	// The full commit hash in the build info would match a `git describe
	// --always` version of a tree without tags, so it is left out.
	if rev := set["vcs.revision"]; rev != "" {
		bin = bytes.ReplaceAll(bin, []byte(rev), nil)
	}
	if !bytes.Contains(bin, []byte(version)) {
		t.Errorf("the binary does not contain the version %q: not stamped", version)
	}
	wantPkg := "github.com/reprise-qa/reprise/cmd/reprise"
	if desktop {
		wantPkg = "github.com/reprise-qa/reprise"
		tags := strings.Split(set["-tags"], ",")
		for _, tag := range []string{"desktop", "production"} {
			if !slices.Contains(tags, tag) {
				t.Errorf("built with tags %q, want %s", set["-tags"], tag)
			}
		}
	}
	if info.Path != wantPkg {
		t.Errorf("binary is %s, want %s", info.Path, wantPkg)
	}
}

// checkDesktopEntry checks that the Linux desktop archive's .desktop file
// starts the archive's binary and names the icon shipped next to it.
func checkDesktopEntry(t *testing.T, files map[string]file, top string) {
	t.Helper()
	entry, ok := files[top+"/reprise-desktop.desktop"]
	if !ok {
		t.Fatalf("no reprise-desktop.desktop in the archive; it holds %v", keys(files))
	}
	kv := map[string]string{}
	for _, line := range strings.Split(string(entry.data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			kv[k] = v
		}
	}
	if kv["Type"] != "Application" || kv["Name"] == "" || kv["Exec"] != "reprise-desktop" {
		t.Errorf(".desktop file: Type=%q Name=%q Exec=%q, want an Application named and started as reprise-desktop", kv["Type"], kv["Name"], kv["Exec"])
	}
	icon, ok := files[top+"/"+kv["Icon"]+".png"]
	if !ok {
		t.Fatalf(".desktop file names Icon=%q, but the archive has no %s.png", kv["Icon"], kv["Icon"])
	}
	if !bytes.HasPrefix(icon.data, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("%s.png is not a PNG image", kv["Icon"])
	}
}

// checkRuns runs the binary built for this machine: --version must print
// the stamped version, and so must AppInfo (the About box of the desktop
// app and the studio UI), asked through `reprise serve`.
func checkRuns(t *testing.T, bin []byte, exe, version string) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, exe)
	if err := os.WriteFile(path, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		t.Fatalf("%s --version: %v\n%s", exe, err, out)
	}
	if got, want := strings.TrimSpace(string(out)), "reprise "+version; got != want {
		t.Errorf("%s --version printed %q, want %q", exe, got, want)
	}

	serve := exec.Command(path, "serve", "--addr", "127.0.0.1:0", "--store", filepath.Join(dir, "store"),
		"--settings", filepath.Join(dir, "settings.json"), "--ui", filepath.Join(dir, "no-ui"))
	stdout, err := serve.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = serve.Process.Kill(); _ = serve.Wait() }()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the URL reprise serve prints: %v", err)
	}
	i := strings.Index(line, "http://")
	if i < 0 {
		t.Fatalf("no URL in %q", line)
	}
	u, err := url.Parse(strings.TrimSpace(line[i:]))
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("POST", "http://"+u.Host+"/api/AppInfo", strings.NewReader("[]"))
	req.Header.Set("X-Reprise-Token", u.Query().Get("token"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info struct {
		Version string `json:"version"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil || resp.StatusCode != 200 {
		t.Fatalf("AppInfo: status %d, %v", resp.StatusCode, err)
	}
	if info.Version != version {
		t.Errorf("AppInfo().version = %q, want %q", info.Version, version)
	}
}

// TestWindowsDesktopBuilds cross-builds the desktop app for Windows amd64
// the way scripts/release.sh does (no cgo, desktop and production tags) and
// checks the executable, so `make test` covers every release target: the
// Linux desktop build is covered by scripts/desktop-smoke.sh, the CLI
// targets by TestReleaseArchives. The icon and manifest resources come from
// go-winres in the release script and are left out here.
func TestWindowsDesktopBuilds(t *testing.T) {
	if testing.Short() || os.Getenv("REPRISE_SKIP_RELEASE") == "1" {
		t.Skip("cross-compiles the desktop app for Windows; skipped with -short or REPRISE_SKIP_RELEASE=1")
	}
	const version = "v0.0.0-wintest"
	exe := filepath.Join(t.TempDir(), "reprise-desktop.exe")
	ctx := context.Background()
	if deadline, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-30*time.Second))
		defer cancel()
	}
	cmd := releaseCommand(ctx, "go", "build", "-trimpath", "-tags", "desktop,production",
		"-ldflags", "-s -w -H windowsgui -X github.com/reprise-qa/reprise/backend/version.stamp="+version,
		"-o", exe, ".")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=windows", "GOARCH=amd64")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the Windows desktop app: %v\n%s", err, out)
	}
	bin, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	checkHeader(t, bin, "windows", "amd64")
	checkBuildInfo(t, bin, "windows", "amd64", version, true)
	f, err := pe.NewFile(bytes.NewReader(bin))
	if err != nil {
		t.Fatal(err)
	}
	if oh, ok := f.OptionalHeader.(*pe.OptionalHeader64); !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("not linked as a GUI program (-H windowsgui)")
	}
}
