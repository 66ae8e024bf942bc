// Package realapps is the real-app suite of issue 16: independently
// written implementations of one small web app (TodoMVC, vendored from
// the npm package todomvc@0.1.1 into testdata/realapps by
// scripts/vendor-todomvc.sh) are each served on loopback, a flow written
// the way a QA person writes it is recorded on each with the offline
// resolver only, replayed in a fresh browser context, and the app's end
// state is read from outside the app (its DOM) after both. Its test
// prints how many apps recorded fully offline and replayed to the right
// end state, and fails on any step reported passed whose app ended in
// the wrong state.
package realapps
