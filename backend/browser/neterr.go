package browser

import (
	"regexp"
	"strings"
)

// netError is a Chromium network error code in a driver's message, with
// the address it failed at when the message names one.
var netError = regexp.MustCompile(`net::(ERR_[A-Z_]+)( at (\S+))?`)

// netErrors words the Chromium network errors a wrong address gives.
var netErrors = map[string]string{
	"ERR_CONNECTION_REFUSED":     "nothing answers at that address (is the site's server running?)",
	"ERR_NAME_NOT_RESOLVED":      "the host name is not known (check the address)",
	"ERR_ADDRESS_UNREACHABLE":    "the address cannot be reached from this machine",
	"ERR_CONNECTION_RESET":       "the site closed the connection",
	"ERR_CONNECTION_TIMED_OUT":   "the site did not answer in time",
	"ERR_INTERNET_DISCONNECTED":  "this machine is offline",
	"ERR_CERT_AUTHORITY_INVALID": "the site's certificate is not trusted",
	"ERR_SSL_PROTOCOL_ERROR":     "the site does not speak https at that address (try http://)",
	"ERR_INVALID_URL":            "that is not a valid address",
	"ERR_FILE_NOT_FOUND":         "there is no such file",
	"ERR_ABORTED":                "the page stopped loading",
	// Ports of other protocols (1, 21, 25, 6000…): the site may well be
	// up, the browser will not ask it.
	"ERR_UNSAFE_PORT": "browsers refuse that port (it belongs to another protocol, such as mail): serve the site on another port, like 8080",
}

// CheckSiteHint is what to add to msg, the error of opening an address:
// to check the address and that the site is up, unless msg says the
// browser refused the address's port (the site may well be up).
func CheckSiteHint(msg string) string {
	if strings.Contains(msg, "ERR_UNSAFE_PORT") || strings.Contains(msg, netErrors["ERR_UNSAFE_PORT"]) {
		return ""
	}
	return " — check the address and that the site is up"
}

// NetErrorWords puts a Chromium network error in msg (net::ERR_…) in
// words, e.g. "nothing answers at that address (is the site's server
// running?)", with the address it failed at; ok is false when msg holds
// none.
func NetErrorWords(msg string) (words, at string, ok bool) {
	sub := netError.FindStringSubmatch(msg)
	if sub == nil {
		return "", "", false
	}
	w, known := netErrors[sub[1]]
	if !known {
		w = "the page could not be loaded (" + strings.ToLower(strings.ReplaceAll(strings.TrimPrefix(sub[1], "ERR_"), "_", " ")) + ")"
	}
	return w, sub[3], true
}

// ReplaceNetErrors puts every Chromium network error in msg in words
// (NetErrorWords), keeping the address it failed at unless msg names it
// elsewhere too.
func ReplaceNetErrors(msg string) string {
	return netError.ReplaceAllStringFunc(msg, func(m string) string {
		w, at, _ := NetErrorWords(m)
		if at != "" && strings.Count(msg, at) == 1 {
			return w + " — " + at
		}
		return w
	})
}
