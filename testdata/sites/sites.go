// Package sites holds the static files of the Reprise demo web app: a small
// shop with a login, cart and checkout flow, pages with same-origin and
// cross-origin iframes, shadow DOM widgets and a large page of about 5,000
// elements. The files are plain HTML, CSS and JavaScript with no build step
// and no external URLs.
//
// The package backend/demosite serves these files together with /config.js,
// which tells iframe.html where the cross-origin contact form lives.
package sites

import "embed"

//go:generate go run gen_large.go

// FS holds the demo site's static files at its root (index.html, login.html,
// shop.html, style.css and so on), ready for http.FileServerFS.
//
//go:embed *.html *.css *.js *.svg
var FS embed.FS
