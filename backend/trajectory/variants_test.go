package trajectory_test

import (
	"strings"
	"testing"

	"github.com/reprise-qa/reprise/backend/trajectory"
)

// TestRedactMasksWhatThePageMakesOfASecret: a page trims what is typed
// into it and collapses its whitespace, so a secret given with a
// trailing space or newline is shown (and lands in fingerprints, URLs
// and errors) without them.
func TestRedactMasksWhatThePageMakesOfASecret(t *testing.T) {
	for _, tc := range []struct {
		name, secret, in, leak string
	}{
		{"trailing space, greeting", "tok_REC_TRAIL_28 ", `text "Welcome, tok_REC_TRAIL_28" not found`, "tok_REC_TRAIL_28"},
		{"trailing newline, query", "tok@example.com\n", "page http://127.0.0.1:1/dashboard.html?user=tok@example.com", "tok@example.com"},
		{"trailing newline, encoded query", "tok@example.com\n", "page http://127.0.0.1:1/dashboard.html?user=tok%40example.com", "tok%40example.com"},
		{"double space, collapsed", "tok  LEAKDS_4 ", "Welcome, tok LEAKDS_4", "LEAKDS_4"},
		{"double space, '+' in a query", "tok  LEAKDS_4 ", "see http://h.example/?q=tok+LEAKDS_4&page=2", "LEAKDS_4"},
		{"double space, %20 in a path", "tok  LEAKDS_4 ", "see http://h.example/u/tok%20LEAKDS_4/edit", "LEAKDS_4"},
		{"leading newline, in a fragment", "\n tok_FRAG_7", "http://h.example/#tok_FRAG_7", "tok_FRAG_7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := trajectory.Redact(tc.in, []string{tc.secret})
			if strings.Contains(got, tc.leak) {
				t.Errorf("Redact(%q) = %q: %q left in", tc.in, got, tc.leak)
			}
			if !strings.Contains(got, trajectory.Masked) {
				t.Errorf("Redact(%q) = %q: nothing masked", tc.in, got)
			}
			if got := trajectory.Mask(tc.in, []string{tc.secret}); strings.Contains(got, tc.leak) {
				t.Errorf("Mask(%q) = %q: %q left in", tc.in, got, tc.leak)
			}
		})
	}
}

// TestShortVariantsOfASecretAreNotMasked: a variant under four
// characters turns up by chance; the exact value is still masked.
func TestShortVariantsOfASecretAreNotMasked(t *testing.T) {
	secrets := []string{"ab1 "}
	if got := trajectory.Redact("tab1e ab1 x", secrets); got != "tab1e "+trajectory.Masked+"x" {
		t.Errorf("Redact = %q, want the exact value masked and the short trimmed one left", got)
	}
	if got := trajectory.Mask("lab1", secrets); got != "lab1" {
		t.Errorf("Mask(lab1) = %q, want it unchanged", got)
	}
}

// TestMaskHidesURLEncodedSecretsFromTheModel: what a model is shown
// (trajectory.Mask) holds the page's URL; a secret with a space is in it
// as %20 or '+'. Other query values stay: a prompt may need them.
func TestMaskHidesURLEncodedSecretsFromTheModel(t *testing.T) {
	secrets := []string{"tok MODEL_LEAK_23"}
	for _, in := range []string{
		"URL: http://127.0.0.1:1/dashboard.html?user=tok%20MODEL_LEAK_23&tab=2",
		"URL: http://127.0.0.1:1/dashboard.html?user=tok+MODEL_LEAK_23&tab=2",
	} {
		got := trajectory.Mask(in, secrets)
		if strings.Contains(got, "MODEL_LEAK_23") {
			t.Errorf("Mask(%q) = %q: the secret is left in", in, got)
		}
		if !strings.HasSuffix(got, "&tab=2") {
			t.Errorf("Mask(%q) = %q: the rest of the URL changed", in, got)
		}
	}
	if got := trajectory.Mask("http://h/?api_key=abc", secrets); got != "http://h/?api_key=abc" {
		t.Errorf("Mask changed a URL with no secret in it: %q", got)
	}
}

// TestCredentialParamMatchesWholeWords: a credential word counts as a
// word of the parameter's name, not as letters inside another word.
func TestCredentialParamMatchesWholeWords(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"password", true}, {"passwd", true}, {"pwd", true}, {"pass", true}, {"user_password", true}, {"password2", true},
		{"token", true}, {"api_token", true}, {"access_token", true}, {"accessToken", true}, {"accesstoken", true}, {"id_token", true},
		{"key", true}, {"api_key", true}, {"apikey", true}, {"apiKey", true}, {"APIKey", true}, {"api-key", true}, {"x-api-key", true},
		{"client_secret", true}, {"auth", true}, {"Authorization", true}, {"oauth_token", true},
		{"session", true}, {"sessionId", true}, {"sessionid", true}, {"session_id", true}, {"PHPSESSID", true}, {"JSESSIONID", true},
		{"sid", true}, {"connect.sid", true}, {"sig", true}, {"signature", true}, {"X-Amz-Signature", true}, {"X-Amz-Credential", true},
		{"X-Amz-Security-Token", true}, {"code", true}, {"auth_code", true}, {"jwt", true}, {"otp", true}, {"cookie", true},
		{"ticket", true}, {"nonce", true}, {"bearer", true},
		{"signedout", false}, {"signed_out", false}, {"signup", false}, {"passenger", false}, {"keyword", false},
		{"monkey", false}, {"author", false}, {"authorId", false}, {"sidebar", false}, {"zipcode", false}, {"codec", false},
		{"q", false}, {"page", false}, {"next", false}, {"user", false}, {"ref", false},
	} {
		if got := trajectory.CredentialParam(tc.name); got != tc.want {
			t.Errorf("CredentialParam(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
	if got := trajectory.RedactURL("http://127.0.0.1:1/login.html?signedout=1", nil); got != "http://127.0.0.1:1/login.html?signedout=1" {
		t.Errorf("RedactURL redacted a sign-out flag: %q", got)
	}
}

// TestTemplateMatchesWhatThePageMakesOfAValue: the page echoes a value
// given with a trailing space trimmed; the recorded texts still get the
// placeholder, not the value.
func TestTemplateMatchesWhatThePageMakesOfAValue(t *testing.T) {
	vals := map[string]string{"user": "tok_REC_TRAIL_28 ", "who": "ann@example.com\n"}
	for _, c := range []struct{ in, want string }{
		{"Welcome, tok_REC_TRAIL_28", "Welcome, {{user}}"},
		{"tok_REC_TRAIL_28", "{{user}}"},
		{"tok_REC_TRAIL_28 ", "{{user}}"},
		{"Hello ann@example.com!", "Hello {{who}}!"},
	} {
		if got := trajectory.Template(c.in, vals); got != c.want {
			t.Errorf("Template(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	tg := &trajectory.Target{
		Candidates:  []trajectory.Locator{{Kind: trajectory.LocRole, Role: "heading", Name: "Welcome, tok_REC_TRAIL_28"}},
		Fingerprint: trajectory.Fingerprint{Tag: "a", Name: "Sign out", Context: "Welcome, tok_REC_TRAIL_28"},
	}
	trajectory.TemplateTarget(tg, vals)
	if tg.Fingerprint.Context != "Welcome, {{user}}" || tg.Candidates[0].Name != "Welcome, {{user}}" {
		t.Errorf("target not templated: context %q, role name %q", tg.Fingerprint.Context, tg.Candidates[0].Name)
	}
}
