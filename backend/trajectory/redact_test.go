package trajectory_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

func TestRedactURLHidesCredentialsAndSecrets(t *testing.T) {
	secrets := []string{"hunter2", "p@ss word"}
	for _, tc := range []struct{ name, in, want string }{
		{"userinfo", "wss://ann:pw@grid.example:4444/cdp", "wss://••••@grid.example:4444/cdp"},
		{"token query", "https://x.example/a?token=abc&page=2", "https://x.example/a?token=••••&page=2"},
		{"credential-looking names", "https://x.example/?api_key=1&X-Amz-Signature=2&sessionid=3&q=shoes",
			"https://x.example/?api_key=••••&X-Amz-Signature=••••&sessionid=••••&q=shoes"},
		{"GET form with a secret", "http://127.0.0.1:8080/login?user=ann&p=hunter2", "http://127.0.0.1:8080/login?user=ann&p=••••"},
		{"encoded secret", "http://h/?q=p%40ss+word", "http://h/?q=••••"},
		{"secret in the path", "http://h/reset/hunter2/done", "http://h/reset/••••/done"},
		{"token in the fragment", "https://app.example/cb#access_token=xyz&state=1", "https://app.example/cb#access_token=••••&state=1"},
		{"plain URL unchanged", "http://127.0.0.1:8080/login?next=%2Fhome#top", "http://127.0.0.1:8080/login?next=%2Fhome#top"},
		{"not a URL", "hunter2 is not a URL", "•••• is not a URL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := trajectory.RedactURL(tc.in, secrets); got != tc.want {
				t.Errorf("RedactURL(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestRedactMasksValuesAndURLsInText(t *testing.T) {
	msg := `opening start URL https://ann:pw@h.example/?token=t0k3n: net::ERR_CONNECTION_REFUSED; typed "hunter2"`
	got := trajectory.Redact(msg, []string{"hunter2"})
	for _, leak := range []string{"ann:pw", "t0k3n", "hunter2"} {
		if strings.Contains(got, leak) {
			t.Errorf("Redact left %q in %q", leak, got)
		}
	}
	if !strings.Contains(got, "h.example") || !strings.Contains(got, "ERR_CONNECTION_REFUSED") {
		t.Errorf("Redact removed what a reader needs: %q", got)
	}
}

func TestStripURLKeepsOnlyWhereTheEndpointIs(t *testing.T) {
	if got := trajectory.StripURL("wss://u:p@h.example/pw?token=1"); got != "wss://…@h.example/pw?…" {
		t.Errorf("StripURL = %q", got)
	}
}
