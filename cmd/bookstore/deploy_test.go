package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestSystemdUnitVerifies: deploy/bookstore.service passes systemd-analyze
// verify (with ExecStart pointed at an executable that exists here).
func TestSystemdUnitVerifies(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed; the unit cannot be verified on this machine")
	}
	b, err := os.ReadFile(filepath.Join("..", "..", "deploy", "bookstore.service"))
	if err != nil {
		t.Fatal(err)
	}
	unit := string(b)
	for _, want := range []string{"ExecStart=/usr/local/bin/bookstore serve", "DynamicUser=yes", "ProtectSystem=strict",
		"ReadWritePaths=/var/lib/bookstore", "NoNewPrivileges=yes", "PrivateTmp=yes", "CapabilityBoundingSet=\n"} {
		if !strings.Contains(unit, want) {
			t.Errorf("unit lacks %q", want)
		}
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "bookstore.service")
	if err := os.WriteFile(path, []byte(strings.Replace(unit, "ExecStart=/usr/local/bin/bookstore", "ExecStart="+self, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(analyze, "verify", path).CombinedOutput()
	if err != nil || strings.Contains(string(out), "bookstore.service") {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, out)
	}
}

var reEnvName = regexp.MustCompile(`BOOKSTORE_[A-Z0-9_]+`)

// reEnvFamily is a family of variables named in a comment
// ("BOOKSTORE_CARRIER_*"), not a variable.
var reEnvFamily = regexp.MustCompile(`BOOKSTORE_[A-Z0-9_]+\*`)

// TestDeploymentGuideListsEveryVariable: the guide's environment table names
// exactly the BOOKSTORE_* variables internal/config reads.
func TestDeploymentGuideListsEveryVariable(t *testing.T) {
	// Every source file of the package reads variables (config.go,
	// providers.go, …); its tests do not count.
	files, err := filepath.Glob(filepath.Join("..", "..", "internal", "config", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var src []byte
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src = append(src, b...)
	}
	guide, err := os.ReadFile(filepath.Join("..", "..", "docs", "deployment.md"))
	if err != nil {
		t.Fatal(err)
	}
	read := set(reEnvName.FindAllString(reEnvFamily.ReplaceAllString(string(src), ""), -1))
	_, table, ok := strings.Cut(string(guide), "## 4. Environment")
	table, _, _ = strings.Cut(table, "\n## ")
	if !ok {
		t.Fatal("no environment section in docs/deployment.md")
	}
	var listed []string
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, "| `") {
			first, _, _ := strings.Cut(strings.TrimPrefix(line, "| "), " |")
			listed = append(listed, reEnvName.FindAllString(first, -1)...)
		}
	}
	inGuide := set(listed)
	for name := range read {
		if !inGuide[name] {
			t.Errorf("%s is read by internal/config but missing from the guide's table", name)
		}
	}
	for name := range inGuide {
		if !read[name] {
			t.Errorf("%s is in the guide's table but internal/config does not read it", name)
		}
	}
	if len(read) < 20 {
		t.Fatalf("found only %d variables in internal/config: %v", len(read), sortedNames(read))
	}
}

func set(names []string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

func sortedNames(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
