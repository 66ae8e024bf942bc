// Reprise page snapshot script, embedded by backend/snapshot. Go evaluates
// this function expression in a frame (once per frame) or on one element:
//
//   frame.Evaluate(script, {mode: "snapshot", ...})   -> the frame's elements
//   locator.EvaluateAll(script, {mode: "fingerprint"}) -> one fingerprint
//   iframeHandle.Evaluate(script, {mode: "frameinfo"}) -> the iframe's index
//       and FrameRef, recorded by the last snapshot of its parent frame
//
// Results are JSON strings, except snapshots: records of fields (see
// record), big ones deflated ("z:" + base64).
// take.go also builds a fingerprint-only library from this file, without
// the <snapshot-only> sections, for the replay engine: a document that is
// only replayed on never compiles the snapshot walk. It is committed
// minified (snapshot.fingerprint.min.js); after editing this file,
// rebuild it:
//   go test ./backend/snapshot -run TestMinifiedBuildIsCurrent -update
// The first call in a document leaves the library under a versioned global
// symbol so that later calls (take.go's stub) reuse it, warm; the only other
// trace is an expando symbol on <iframe> elements. Calling it again is
// harmless. Element semantics (roles, accessible names, text, labels,
// hidden-ness) follow what Playwright's getByRole/getByText/getByLabel/...
// engines compute, because the locator candidates produced here are
// replayed with those engines and must be unique for them.
(x, y) => {
  "use strict";
  // The library is built once per document and kept under a versioned
  // symbol, so later calls reuse warm (JIT-optimised) functions.
  const opts = (x && (x.nodeType === 1 || Array.isArray(x)) ? y : x) || {};
  const KEY = Symbol.for("reprise.snapshot.lib." + (opts.v || "dev"));
  let lib = globalThis[KEY];
  if (!lib) {
    lib = makeLib();
    try {
      Object.defineProperty(globalThis, KEY, { value: lib });
    } catch (e) {
      // A frozen global: build the library on every call.
    }
  }
  return lib.run(x, y);

  function makeLib() {
    const FRAME_KEY = Symbol.for("reprise.snapshot.frame");
    const XHTML = "http://www.w3.org/1999/xhtml";
    const SAME = "\u0000"; // in encode: "same as the field it defaults to"
    const NO_SNAPSHOT = "\u0000reprise-snapshot-not-installed"; // take.go's notInstalled
    const ESC = "\u001c"; // snapshot records: escape, record and unit separators
    const RS = "\u001e";
    const US = "\u001f";
    const SEPARATORS = /[\u001c-\u001f]/;
    const SEPARATORS_ALL = /[\u001c-\u001f]/g;
    const TESTID_ATTRS = ["data-testid", "data-test", "data-qa", "data-cy", "data-test-id", "data-qa-id", "data-testing"];
    const IGNORED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
    const TEXT_CAP = 400; // raw text longer than this is never a candidate
    const MAX_TEXT_CANDIDATE = 80;
    const MAX_NAME = 150;

    const SCORE = {
      testid: 1, otherTestid: 2, role: 100, placeholder: 120, label: 140, alt: 160,
      text: 180, title: 200, cssId: 500, cssAttr: 520, cssRow: 540, cssPath: 10000000, xpath: 10000001,
    };

    const VALID_ROLES = new Set(("alert alertdialog application article banner blockquote button caption cell checkbox code " +
      "columnheader combobox complementary contentinfo definition deletion dialog directory document emphasis feed figure " +
      "form generic grid gridcell group heading img insertion link list listbox listitem log main mark marquee math meter " +
      "menu menubar menuitem menuitemcheckbox menuitemradio navigation none note option paragraph presentation progressbar " +
      "radio radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status strong " +
      "subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree treegrid treeitem").split(" "));
    const INTERACTIVE_ROLES = new Set(["button", "link", "tab", "menuitem", "menuitemcheckbox", "menuitemradio", "checkbox",
      "switch", "option", "combobox", "textbox", "searchbox", "radio", "slider", "spinbutton", "treeitem"]);
    const CONTAINER_ROLES = new Set(["banner", "navigation", "main", "contentinfo", "complementary", "region", "form", "search",
      "dialog", "alertdialog", "table", "grid", "treegrid", "tablist", "menu", "menubar", "listbox", "radiogroup", "toolbar",
      "tree", "group"]);
    const LANDMARK_ROLES = new Set(["banner", "navigation", "main", "contentinfo", "complementary", "region", "form", "search",
      "dialog", "alertdialog"]);
    const LIVE_ROLES = new Set(["alert", "status", "log"]);
    const PROHIBITS_NAMING = new Set(["caption", "code", "definition", "deletion", "emphasis", "generic", "insertion", "mark",
      "paragraph", "presentation", "strong", "subscript", "suggestion", "superscript", "term", "time"]);
    const NAME_FROM_CONTENT = new Set(["button", "cell", "checkbox", "columnheader", "gridcell", "heading", "link", "menuitem",
      "menuitemcheckbox", "menuitemradio", "option", "radio", "row", "rowheader", "switch", "tab", "tooltip", "treeitem"]);
    const NAME_FROM_CONTENT_DESCENDANT = new Set(["", "caption", "code", "contentinfo", "definition", "deletion", "emphasis",
      "insertion", "list", "listitem", "mark", "none", "paragraph", "presentation", "region", "row", "rowgroup", "section",
      "strong", "subscript", "superscript", "table", "term", "time"]);
    const RANGE_ROLES = new Set(["progressbar", "scrollbar", "slider", "spinbutton", "meter"]);
    const CHECKED_ROLES = new Set(["checkbox", "menuitemcheckbox", "option", "radio", "switch", "menuitemradio", "treeitem"]);
    const DISABLED_ROLES = new Set(["application", "button", "composite", "gridcell", "group", "input", "link", "menuitem",
      "scrollbar", "separator", "tab", "checkbox", "columnheader", "combobox", "grid", "listbox", "menu", "menubar",
      "menuitemcheckbox", "menuitemradio", "option", "radio", "radiogroup", "row", "rowheader", "searchbox", "select", "slider",
      "spinbutton", "switch", "tablist", "textbox", "toolbar", "tree", "treegrid", "treeitem"]);
    const NAME_ATTR_TAGS = new Set(["BUTTON", "FORM", "FIELDSET", "FRAME", "IFRAME", "INPUT", "KEYGEN", "OBJECT", "OUTPUT",
      "SELECT", "TEXTAREA", "MAP", "META", "PARAM"]);
    const LABELABLE = new Set(["BUTTON", "METER", "OUTPUT", "PROGRESS", "SELECT", "TEXTAREA", "INPUT"]);
    const INPUT_ROLE = { button: "button", checkbox: "checkbox", image: "button", number: "spinbutton", radio: "radio",
      range: "slider", reset: "button", submit: "button" };
    const PRESENTATION_PARENTS = { DD: ["DL", "DIV"], DIV: ["DL"], DT: ["DL", "DIV"], LI: ["OL", "UL"], TBODY: ["TABLE"],
      TD: ["TR"], TFOOT: ["TABLE"], TH: ["TR"], THEAD: ["TABLE"], TR: ["THEAD", "TBODY", "TFOOT", "TABLE"] };
    const GLOBAL_ARIA = [["aria-atomic"], ["aria-busy"], ["aria-controls"], ["aria-current"], ["aria-describedby"],
      ["aria-details"], ["aria-dropeffect"], ["aria-flowto"], ["aria-grabbed"], ["aria-hidden"], ["aria-keyshortcuts"],
      ["aria-label", PROHIBITS_NAMING], ["aria-labelledby", PROHIBITS_NAMING], ["aria-live"], ["aria-owns"],
      ["aria-relevant"], ["aria-roledescription", new Set(["generic"])]];
    const ANCESTOR_PREVENTING_LANDMARK = "article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), " +
      "section:not([role]), [role=article], [role=complementary], [role=main], [role=navigation], [role=region]";
    const HEADING_CSS = "h1,h2,h3,h4,h5,h6,[role=heading]";
    // Controls whose text a text line leaves out (they have lines of their
    // own); links stay part of the prose around them.
    const ACTIONABLE_CSS = "button,input,select,textarea,summary,[role=button],[role=checkbox],[role=radio]," +
      "[role=switch],[role=tab],[role=menuitem],[role=option],[role=combobox],[role=textbox]";
    const FP_ATTRS = new Set(["id", "name", "type", "class", "href", "title", "placeholder", "aria-label", "alt", "role",
      ...TESTID_ATTRS]);
    const DATA_KEY_ATTR = /^data-([a-z0-9]+-)*(id|key|uid|uuid|slug|sku)$/;
    const COUNTED_ATTRS = new Set(["id", "placeholder", "title", "alt", "name", "type", ...TESTID_ATTRS]);

    // ---------------------------------------------------------------- utils

    // normWS trims, collapses whitespace and drops zero-width characters;
    // most strings need none of that, which one test tells.
    const NEEDS_NORM = /[\u200b\u00ad]|^\s|\s$|\s\s|[^\S ]/;
    const normWS = (s) => (NEEDS_NORM.test(s) ? s.replace(/[\u200b\u00ad]/g, "").trim().replace(/\s+/g, " ") : s);
    const asFlat = (s) => s.split("\u00a0").map((c) => c.replace(/\r\n/g, "\n").replace(/[\u200b\u00ad]/g, "")
      .replace(/\s+/g, " ")).join("\u00a0").trim();
    const upper = new Map();
    const T = (el) => {
      const tn = el.tagName;
      if (typeof tn !== "string") return "";
      let u = upper.get(tn);
      if (u === undefined) upper.set(tn, (u = tn.toUpperCase()));
      return u;
    };
    const cssQuote = (s) => '"' + s.replace(/["\\]/g, (c) => "\\" + c).replace(/\n/g, "\\a ").replace(/\r/g, "\\d ") + '"';
    const cut = (s, n) => {
      if (s.length <= n) return s;
      const head = s.slice(0, n);
      const sp = head.lastIndexOf(" ");
      return (sp > n / 2 ? head.slice(0, sp) : head) + "\u2026";
    };

    function parentOrHost(el) {
      if (el.parentElement) return el.parentElement;
      const p = el.parentNode;
      if (p && p.nodeType === 11 && p.host) return p.host;
      return null;
    }

    function enclosingHost(el) {
      while (el.parentElement) el = el.parentElement;
      return parentOrHost(el);
    }

    function closestCrossShadow(el, css) {
      while (el) {
        const c = el.closest(css);
        if (c) return c;
        el = enclosingHost(el);
      }
      return null;
    }

    function idRefs(el, ref) {
      if (!ref) return [];
      const root = el.getRootNode();
      if (!root || (root.nodeType !== 9 && root.nodeType !== 11)) return [];
      const out = [];
      for (const id of ref.split(" ")) {
        if (!id) continue;
        let found = null;
        try {
          found = root.getElementById ? root.getElementById(id) : root.querySelector("#" + CSS.escape(id));
        } catch (e) {
          found = null;
        }
        if (found && !out.includes(found)) out.push(found);
      }
      return out;
    }

    // labelsOf caches el.labels, which Chrome computes by scanning.
    function labelsOf(S, el) {
      let v = S.labelsOf.get(el);
      if (v === undefined) {
        v = el.labels ? [...el.labels] : [];
        S.labelsOf.set(el, v);
      }
      return v;
    }

    function labelledByEls(el) {
      const ref = el.getAttribute("aria-labelledby");
      if (ref === null) return null;
      const refs = idRefs(el, ref);
      return refs.length ? refs : null;
    }

    // ----------------------------------------------------------- frame state

    function newState(doc, opts) {
      return {
        doc,
        ih: !!opts.includeHidden,
        style: new Map(),
        before: new Map(),
        after: new Map(),
        chain: new Map(),
        hidden: new Map(),
        roles: new Map(),
        names: new Map(),
        text: new Map(),
        headings: new Map(),
        steps: new Map(),
        labelsOf: new Map(),
        ariaDisabled: new Map(),
        withHeadings: null, // elements that contain a visible heading, when known
        escapes: new Map(),
        paths: new Map(),
        cssPrefix: new Map(),
        xpaths: new Map(),
        pseudo: new Map(),
        pseudoAsks: 0,
        // Uniqueness counters, filled by a full walk.
        ids: new Map(),
        testids: new Map(),
        cssAttrs: new Map(),
        placeholders: new Map(),
        titles: new Map(),
        alts: new Map(),
        texts: new Map(),
        labels: new Map(),
        roleNames: new Map(),
        dataKeys: new Map(),
      };
    }

    const inc = (m, k) => m.set(k, (m.get(k) || 0) + 1);

    function style(S, el) {
      let s = S.style.get(el);
      if (s === undefined) {
        const w = el.ownerDocument && el.ownerDocument.defaultView;
        s = w ? w.getComputedStyle(el) : null;
        S.style.set(el, s);
      }
      return s;
    }

    // chainHidden: display:none or aria-hidden on el or an ancestor, or a
    // light child of a shadow host that is not slotted.
    function chainHidden(S, el) {
      let v = S.chain.get(el);
      if (v !== undefined) return v;
      v = false;
      const pe = el.parentElement;
      if (pe && pe.shadowRoot && !el.assignedSlot) v = true;
      if (!v) {
        const st = style(S, el);
        v = !st || st.display === "none" || (el.getAttribute("aria-hidden") || "").toLowerCase() === "true";
      }
      if (!v) {
        const p = parentOrHost(el);
        if (p) v = chainHidden(S, p);
      }
      S.chain.set(el, v);
      return v;
    }

    // isHidden mirrors Playwright's isElementHiddenForAria.
    function isHidden(S, el) {
      let v = S.hidden.get(el);
      if (v !== undefined) return v;
      v = computeHidden(S, el);
      S.hidden.set(el, v);
      return v;
    }

    function computeHidden(S, el) {
      const tag = T(el);
      if (IGNORED.has(tag)) return true;
      const st = style(S, el);
      const isSlot = tag === "SLOT";
      if (st && st.display === "contents" && !isSlot) {
        for (let c = el.firstChild; c; c = c.nextSibling) {
          if (c.nodeType === 1 && !isHidden(S, c)) return false;
          if (c.nodeType === 3 && visibleTextNode(c)) return false;
        }
        return true;
      }
      const optionInSelect = tag === "OPTION" && !!el.closest("select");
      if (!optionInSelect && !isSlot && st) {
        if (el.checkVisibility && !el.checkVisibility()) return true;
        if (st.visibility !== "visible") return true;
      }
      return chainHidden(S, el);
    }

    function visibleTextNode(node) {
      const r = node.ownerDocument.createRange();
      r.selectNode(node);
      const b = r.getBoundingClientRect();
      return b.width > 0 && b.height > 0;
    }

    // ------------------------------------------------------------------ roles

    function explicitRole(el) {
      const r = el.getAttribute("role");
      if (!r) return null;
      for (const t of r.split(" ")) {
        const v = t.trim();
        if (VALID_ROLES.has(v)) return v;
      }
      return null;
    }

    function hasGlobalAria(el, forRole) {
      if (!el.hasAttributes()) return false;
      for (const [attr, prohibited] of GLOBAL_ARIA) {
        if (prohibited && prohibited.has(forRole || "")) continue;
        if (el.hasAttribute(attr)) return true;
      }
      return false;
    }

    const hasTabIndex = (el) => !Number.isNaN(Number(String(el.getAttribute("tabindex"))));

    function nativelyDisabled(el) {
      const tag = T(el);
      if (!["BUTTON", "INPUT", "SELECT", "TEXTAREA", "OPTION", "OPTGROUP"].includes(tag)) return false;
      if (el.hasAttribute("disabled")) return true;
      if (tag === "OPTION" && el.closest("optgroup[disabled]")) return true;
      const fs = el.closest("fieldset[disabled]");
      if (!fs) return false;
      const legend = fs.querySelector(":scope > legend");
      return !legend || !legend.contains(el);
    }

    function nativelyFocusable(el) {
      const tag = T(el);
      if (["BUTTON", "DETAILS", "SELECT", "TEXTAREA"].includes(tag)) return true;
      if (tag === "A" || tag === "AREA") return el.hasAttribute("href");
      if (tag === "INPUT") return !el.hidden;
      return false;
    }

    const isFocusable = (el) => !nativelyDisabled(el) && (nativelyFocusable(el) || hasTabIndex(el));
    const presentationConflict = (el, role) => hasGlobalAria(el, role) || isFocusable(el);
    const hasExplicitName = (el) => el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby");

    function tagRole(el, tag) {
      switch (tag) {
        case "A": case "AREA": return el.hasAttribute("href") ? "link" : null;
        case "ARTICLE": return "article";
        case "ASIDE": return "complementary";
        case "BLOCKQUOTE": return "blockquote";
        case "BUTTON": return "button";
        case "CAPTION": return "caption";
        case "CODE": return "code";
        case "DATALIST": return "listbox";
        case "DD": return "definition";
        case "DEL": return "deletion";
        case "DETAILS": return "group";
        case "DFN": case "DT": return "term";
        case "DIALOG": return "dialog";
        case "EM": return "emphasis";
        case "FIELDSET": return "group";
        case "FIGURE": return "figure";
        case "FOOTER": return closestCrossShadow(el, ANCESTOR_PREVENTING_LANDMARK) ? null : "contentinfo";
        case "FORM": return hasExplicitName(el) ? "form" : null;
        case "H1": case "H2": case "H3": case "H4": case "H5": case "H6": return "heading";
        case "HEADER": return closestCrossShadow(el, ANCESTOR_PREVENTING_LANDMARK) ? null : "banner";
        case "HR": return "separator";
        case "HTML": return "document";
        case "IMG": return el.getAttribute("alt") === "" && !el.getAttribute("title") && !hasGlobalAria(el) && !hasTabIndex(el)
          ? "presentation" : "img";
        case "INPUT": {
          const type = (el.type || "").toLowerCase();
          if (type === "search") return el.hasAttribute("list") ? "combobox" : "searchbox";
          if (["email", "tel", "text", "url", ""].includes(type)) {
            const list = idRefs(el, el.getAttribute("list"))[0];
            return list && T(list) === "DATALIST" ? "combobox" : "textbox";
          }
          if (type === "hidden") return null;
          if (type === "file") return "button";
          return INPUT_ROLE[type] || "textbox";
        }
        case "INS": return "insertion";
        case "LI": return "listitem";
        case "MAIN": return "main";
        case "MARK": return "mark";
        case "MATH": return "math";
        case "MENU": case "OL": case "UL": return "list";
        case "METER": return "meter";
        case "NAV": return "navigation";
        case "OPTGROUP": return "group";
        case "OPTION": return "option";
        case "OUTPUT": return "status";
        case "P": return "paragraph";
        case "PROGRESS": return "progressbar";
        case "SEARCH": return "search";
        case "SECTION": return hasExplicitName(el) ? "region" : null;
        case "SELECT": return el.hasAttribute("multiple") || el.size > 1 ? "listbox" : "combobox";
        case "STRONG": return "strong";
        case "SUB": return "subscript";
        case "SUP": return "superscript";
        case "SVG": return "img";
        case "TABLE": return "table";
        case "TBODY": case "THEAD": case "TFOOT": return "rowgroup";
        case "TD": {
          const table = closestCrossShadow(el, "table");
          const r = table ? explicitRole(table) : "";
          return r === "grid" || r === "treegrid" ? "gridcell" : "cell";
        }
        case "TEXTAREA": return "textbox";
        case "TH": return thRole(el);
        case "TIME": return "time";
        case "TR": return "row";
        default: return null;
      }
    }

    function thRole(el) {
      const scope = el.getAttribute("scope");
      if (scope === "col" || scope === "colgroup") return "columnheader";
      if (scope === "row" || scope === "rowgroup") return "rowheader";
      const next = el.nextElementSibling;
      const prev = el.previousElementSibling;
      const row = el.parentElement && T(el.parentElement) === "TR" ? el.parentElement : null;
      if (!next && !prev) {
        if (row) {
          const table = closestCrossShadow(row, "table");
          if (table && table.rows.length <= 1) return null;
        }
        return "columnheader";
      }
      const isTH = (e) => !!e && T(e) === "TH";
      const nonEmptyTD = (e) => !!e && T(e) === "TD" && !!((e.textContent || "").trim() || e.children.length > 0);
      if (isTH(next) && isTH(prev)) return "columnheader";
      if (nonEmptyTD(next) || nonEmptyTD(prev)) return "rowheader";
      return "columnheader";
    }

    function implicitRole(el) {
      const tag = T(el);
      const role = tagRole(el, tag) || "";
      if (!role) return null;
      let a = el;
      for (;;) {
        const at = T(a);
        const parents = PRESENTATION_PARENTS[at];
        const p = parentOrHost(a);
        if (!parents || !p || !parents.includes(T(p))) break;
        const pr = explicitRole(p);
        if ((pr === "none" || pr === "presentation") && !presentationConflict(p, pr)) return pr;
        a = p;
      }
      return role;
    }

    function roleOf(S, el) {
      let r = S.roles.get(el);
      if (r !== undefined) return r;
      const ex = explicitRole(el);
      if (!ex) {
        r = implicitRole(el);
      } else if (ex === "none" || ex === "presentation") {
        const imp = implicitRole(el);
        r = presentationConflict(el, imp) ? imp : ex;
      } else {
        r = ex;
      }
      S.roles.set(el, r);
      return r;
    }

    // ------------------------------------------------------ accessible name

    function accName(S, el) {
      let n = S.names.get(el);
      if (n !== undefined) return n;
      n = "";
      const role = roleOf(S, el) || "";
      if (!PROHIBITS_NAMING.has(role)) {
        const ih = S.ih && isHidden(S, el);
        n = asFlat(textAlt(S, el, { ih, visited: new Set(), target: "self" }));
      }
      S.names.set(el, n);
      return n;
    }

    function textAlt(S, el, o) {
      if (o.visited.has(el)) return "";
      const child = Object.assign({}, o, { target: o.target === "self" ? "descendant" : o.target });
      if (!o.ih) {
        const embeddedHidden = (o.lb && o.lb.hidden) || (o.nt && o.nt.hidden) || (o.lab && o.lab.hidden);
        if (IGNORED.has(T(el)) || (!embeddedHidden && isHidden(S, el))) {
          o.visited.add(el);
          return "";
        }
      }
      const labelledBy = labelledByEls(el);
      if (!o.lb && labelledBy) {
        const s = labelledBy.map((ref) => textAlt(S, ref, Object.assign({}, o, {
          lb: { hidden: isHidden(S, ref) }, nt: undefined, lab: undefined, target: undefined,
        }))).join(" ");
        if (s) return s;
      }
      const role = roleOf(S, el) || "";
      const tag = T(el);
      if (o.lab || o.lb || o.target === "descendant") {
        const ownLabelledBy = (labelledBy || []).includes(el);
        if (!ownLabelledBy) {
          if (role === "textbox") {
            o.visited.add(el);
            if (tag === "INPUT" || tag === "TEXTAREA") return el.value;
            return el.textContent || "";
          }
          if (role === "combobox" || role === "listbox") {
            o.visited.add(el);
            let selected;
            if (tag === "SELECT") {
              selected = [...el.selectedOptions];
              if (!selected.length && el.options.length) selected.push(el.options[0]);
            } else {
              const listbox = role === "combobox" ? ownedQuery(el, "*").find((e) => roleOf(S, e) === "listbox") : el;
              selected = listbox ? ownedQuery(listbox, '[aria-selected="true"]').filter((e) => roleOf(S, e) === "option") : [];
            }
            if (!selected.length && tag === "INPUT") return el.value;
            return selected.map((opt) => textAlt(S, opt, child)).join(" ");
          }
          if (RANGE_ROLES.has(role)) {
            o.visited.add(el);
            if (el.hasAttribute("aria-valuetext")) return el.getAttribute("aria-valuetext") || "";
            if (el.hasAttribute("aria-valuenow")) return el.getAttribute("aria-valuenow") || "";
            return el.getAttribute("value") || "";
          }
          if (role === "menu") {
            o.visited.add(el);
            return "";
          }
        }
      }
      const ariaLabel = el.getAttribute("aria-label") || "";
      if (ariaLabel.trim()) {
        o.visited.add(el);
        return ariaLabel;
      }
      if (role !== "presentation" && role !== "none") {
        const fromLabels = (labels) => [...labels].map((l) => textAlt(S, l, Object.assign({}, o, {
          lab: { hidden: isHidden(S, l) }, nt: undefined, lb: undefined, target: undefined,
        }))).filter((s) => !!s).join(" ");
        const firstChild = (name) => {
          for (let c = el.firstElementChild; c; c = c.nextElementSibling) if (T(c) === name) return c;
          return null;
        };
        const type = tag === "INPUT" ? el.type : "";
        if (tag === "INPUT" && ["button", "submit", "reset"].includes(type)) {
          o.visited.add(el);
          const value = el.value || "";
          if (value.trim()) return value;
          if (type === "submit") return "Submit";
          if (type === "reset") return "Reset";
          return el.getAttribute("title") || "";
        }
        if (tag === "INPUT" && type === "file") {
          o.visited.add(el);
          const labels = labelsOf(S, el);
          if (labels.length && !o.lb) return fromLabels(labels);
          return "Choose File";
        }
        if (tag === "INPUT" && type === "image") {
          o.visited.add(el);
          const labels = labelsOf(S, el);
          if (labels.length && !o.lb) return fromLabels(labels);
          const alt = el.getAttribute("alt") || "";
          if (alt.trim()) return alt;
          const title = el.getAttribute("title") || "";
          if (title.trim()) return title;
          return "Submit";
        }
        if (!labelledBy && tag === "BUTTON") {
          o.visited.add(el);
          const labels = labelsOf(S, el);
          if (labels.length) return fromLabels(labels);
        }
        if (!labelledBy && tag === "OUTPUT") {
          o.visited.add(el);
          const labels = labelsOf(S, el);
          if (labels.length) return fromLabels(labels);
          return el.getAttribute("title") || "";
        }
        if (!labelledBy && (tag === "TEXTAREA" || tag === "SELECT" || tag === "INPUT")) {
          o.visited.add(el);
          const labels = labelsOf(S, el);
          if (labels.length) return fromLabels(labels);
          const usePlaceholder = (tag === "INPUT" && ["text", "password", "search", "tel", "email", "url"].includes(type)) ||
            tag === "TEXTAREA";
          const placeholder = el.getAttribute("placeholder") || "";
          const title = el.getAttribute("title") || "";
          if (!usePlaceholder || title) return title;
          return placeholder;
        }
        if (!labelledBy && tag === "FIELDSET") {
          o.visited.add(el);
          const legend = firstChild("LEGEND");
          if (legend) return textAlt(S, legend, Object.assign({}, child, { nt: { hidden: isHidden(S, legend) } }));
          return el.getAttribute("title") || "";
        }
        if (!labelledBy && tag === "FIGURE") {
          o.visited.add(el);
          const cap = firstChild("FIGCAPTION");
          if (cap) return textAlt(S, cap, Object.assign({}, child, { nt: { hidden: isHidden(S, cap) } }));
          return el.getAttribute("title") || "";
        }
        if (tag === "IMG" || tag === "AREA") {
          o.visited.add(el);
          const alt = el.getAttribute("alt") || "";
          if (alt.trim()) return alt;
          return el.getAttribute("title") || "";
        }
        if (tag === "TABLE") {
          o.visited.add(el);
          const cap = firstChild("CAPTION");
          if (cap) return textAlt(S, cap, Object.assign({}, child, { nt: { hidden: isHidden(S, cap) } }));
          const summary = el.getAttribute("summary") || "";
          if (summary) return summary;
        }
        if (tag === "SVG" || el.ownerSVGElement) {
          o.visited.add(el);
          for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
            if (T(c) === "TITLE" && c.ownerSVGElement) {
              return textAlt(S, c, Object.assign({}, child, { lb: { hidden: isHidden(S, c) } }));
            }
          }
        }
        if (el.ownerSVGElement && tag === "A") {
          const title = el.getAttribute("xlink:title") || "";
          if (title.trim()) {
            o.visited.add(el);
            return title;
          }
        }
      }
      const summaryContent = tag === "SUMMARY" && role !== "presentation" && role !== "none";
      if (NAME_FROM_CONTENT.has(role) || (o.target === "descendant" && NAME_FROM_CONTENT_DESCENDANT.has(role)) ||
        summaryContent || o.lb || o.lab || o.nt) {
        o.visited.add(el);
        const acc = innerAccumulated(S, el, child);
        const t = o.target === "self" ? acc.trim() : acc;
        if (t) return acc;
      }
      if ((role !== "presentation" && role !== "none") || tag === "IFRAME") {
        o.visited.add(el);
        const title = el.getAttribute("title") || "";
        if (title.trim()) return title;
      }
      o.visited.add(el);
      return "";
    }

    function ownedQuery(el, sel) {
      const out = [...el.querySelectorAll(sel)];
      for (const owned of idRefs(el, el.getAttribute("aria-owns"))) {
        if (owned.matches(sel)) out.push(owned);
        out.push(...owned.querySelectorAll(sel));
      }
      return out;
    }

    function innerAccumulated(S, el, o) {
      const tokens = [];
      const visit = (node, skipSlotted) => {
        if (skipSlotted && node.assignedSlot) return;
        if (node.nodeType === 1) {
          const st = style(S, node);
          const display = (st && st.display) || "inline";
          let t = textAlt(S, node, o);
          if (display !== "inline" || node.nodeName === "BR") t = " " + t + " ";
          tokens.push(t);
        } else if (node.nodeType === 3) {
          tokens.push(node.textContent || "");
        }
      };
      tokens.push(cssContent(S, el, "::before") || "");
      const content = cssContent(S, el, "");
      if (content !== undefined) {
        tokens.push(content);
      } else {
        const assigned = el.nodeName === "SLOT" ? el.assignedNodes() : [];
        if (assigned.length) {
          for (const c of assigned) visit(c, false);
        } else {
          for (let c = el.firstChild; c; c = c.nextSibling) visit(c, true);
          if (el.shadowRoot) for (let c = el.shadowRoot.firstChild; c; c = c.nextSibling) visit(c, true);
          for (const owned of idRefs(el, el.getAttribute("aria-owns"))) visit(owned, true);
        }
      }
      tokens.push(cssContent(S, el, "::after") || "");
      return tokens.join("");
    }

    function cssContent(S, el, pseudo) {
      const cache = pseudo === "::before" ? S.before : pseudo === "::after" ? S.after : null;
      if (cache && cache.has(el)) return cache.get(el);
      if (pseudo && !mayHavePseudo(S, el, pseudo)) {
        cache.set(el, undefined);
        return undefined;
      }
      let st;
      if (pseudo) {
        const w = el.ownerDocument && el.ownerDocument.defaultView;
        st = w ? w.getComputedStyle(el, pseudo) : null;
      } else {
        st = style(S, el);
      }
      let content;
      if (st) {
        const cv = st.content;
        if (cv && cv !== "none" && cv !== "normal" && st.display !== "none" && st.visibility !== "hidden") {
          content = parseContent(el, cv, !!pseudo);
        }
      }
      if (pseudo && content !== undefined) {
        const display = (st && st.display) || "inline";
        if (display !== "inline") content = " " + content + " ";
      }
      if (cache) cache.set(el, content);
      return content;
    }

    const PSEUDO_DIRECT = 16; // see mayHavePseudo

    // mayHavePseudo reports whether a ::before/::after rule of a style
    // sheet that can style el may apply to it. Rules are reduced to the
    // selector of their element; when that cannot be done safely the
    // answer is yes. Without a rule, computing the pseudo-element's style
    // (slow) could not add to a name.
    function mayHavePseudo(S, el, pseudo) {
      // The first asks of a state are answered yes, so the style is computed:
      // a fingerprint or a match reads a handful of elements, and for those
      // that costs less than the scan of every rule in the document's style
      // sheets (whose rule objects are built on first access, each time in
      // a new world), which pays off only over many elements.
      if (S.pseudoAsks < PSEUDO_DIRECT) {
        S.pseudoAsks++;
        return true;
      }
      const which = pseudo === "::before" ? "before" : "after";
      const check = (scope) => {
        const info = scopePseudo(S, scope)[which];
        if (info === true) return true;
        if (!info) return false;
        try {
          return el.matches(info);
        } catch (e) {
          return true;
        }
      };
      if (el.shadowRoot && scopePseudo(S, el.shadowRoot)[which]) return true; // :host::before
      for (let root = el.getRootNode(); root;) {
        if (check(root)) return true;
        root = root.host ? root.host.getRootNode() : null;
      }
      return false;
    }

    // scopePseudo returns, for a document or shadow root, the element
    // selectors of its ::before and ::after rules joined with commas, true
    // when unknown, or "" when there are none.
    function scopePseudo(S, scope) {
      let v = S.pseudo.get(scope);
      if (v !== undefined) return v;
      const acc = { before: [], after: [], unknown: false };
      const sheets = [...(scope.styleSheets || []), ...(scope.adoptedStyleSheets || [])];
      for (const sheet of sheets) collectPseudo(sheet, acc, 0);
      const out = (list) => (acc.unknown ? true : list.length ? list.join(",") : "");
      v = { before: out(acc.before), after: out(acc.after) };
      S.pseudo.set(scope, v);
      return v;
    }

    function collectPseudo(sheet, acc, depth) {
      let rules;
      try {
        rules = sheet.cssRules;
      } catch (e) {
        rules = null; // cross-origin
      }
      if (!rules || depth > 8) {
        acc.unknown = true;
        return;
      }
      collectPseudoRules(rules, acc, depth);
    }

    function collectPseudoRules(rules, acc, depth) {
      for (const r of rules) {
        if (acc.unknown) return;
        const sel = r.selectorText;
        if (typeof sel === "string" && /:(before|after)\b/i.test(sel)) {
          for (const part of splitSelectors(sel)) {
            const m = /^(.*?)::?(before|after)\s*$/is.exec(part);
            if (!m || /:(before|after)\b|&|:host|::part|::slotted/i.test(m[1])) {
              if (/:(before|after)\b/i.test(part)) acc.unknown = true;
              continue;
            }
            (m[2].toLowerCase() === "before" ? acc.before : acc.after).push(m[1].trim() || "*");
          }
        }
        if (r.styleSheet) collectPseudo(r.styleSheet, acc, depth + 1);
        if (r.cssRules && r.cssRules.length) {
          if (typeof sel === "string") {
            // Nested rules are relative to their parent: do not guess.
            for (const c of r.cssRules) if (/:(before|after)\b/i.test(c.cssText || "")) acc.unknown = true;
          } else {
            collectPseudoRules(r.cssRules, acc, depth + 1);
          }
        }
      }
    }

    // splitSelectors splits a selector list at top-level commas.
    function splitSelectors(sel) {
      const parts = [];
      let depth = 0;
      let start = 0;
      let quote = "";
      for (let i = 0; i < sel.length; i++) {
        const c = sel[i];
        if (quote) {
          if (c === "\\") i++;
          else if (c === quote) quote = "";
        } else if (c === '"' || c === "'") quote = c;
        else if (c === "(" || c === "[") depth++;
        else if (c === ")" || c === "]") depth--;
        else if (c === "," && depth === 0) {
          parts.push(sel.slice(start, i));
          start = i + 1;
        }
      }
      parts.push(sel.slice(start));
      return parts.map((p) => p.trim());
    }

    // parseContent reads the strings and attr() calls of a CSS content value;
    // for an element itself only the alternative text after "/" counts.
    function parseContent(el, value, isPseudo) {
      const tokens = [];
      let i = 0;
      const n = value.length;
      while (i < n) {
        const c = value[i];
        if (c === " " || c === "\t" || c === "\n") { i++; continue; }
        if (c === '"' || c === "'") {
          let s = "";
          i++;
          while (i < n && value[i] !== c) {
            if (value[i] === "\\" && i + 1 < n) {
              const m = /^[0-9a-fA-F]{1,6} ?/.exec(value.slice(i + 1, i + 8));
              if (m) {
                s += String.fromCodePoint(parseInt(m[0], 16));
                i += 1 + m[0].length;
              } else {
                s += value[i + 1];
                i += 2;
              }
              continue;
            }
            s += value[i++];
          }
          i++;
          tokens.push({ str: s });
          continue;
        }
        if (c === "/") { tokens.push({ slash: true }); i++; continue; }
        const m = /^attr\(\s*([-\w]+)\s*\)/.exec(value.slice(i));
        if (m) { tokens.push({ attr: m[1] }); i += m[0].length; continue; }
        return undefined;
      }
      let start = 0;
      const slash = tokens.findIndex((t) => t.slash);
      if (slash !== -1) start = slash + 1;
      else if (!isPseudo) return undefined;
      let out = "";
      for (let k = start; k < tokens.length; k++) {
        const t = tokens[k];
        if (t.str !== undefined) out += t.str;
        else if (t.attr !== undefined) out += el.getAttribute(t.attr) || "";
        else return undefined;
      }
      return out;
    }

    // ------------------------------------------------------------------ text

    const EMPTY_TEXT = { full: "", norm: "", self: false };

    // elText mirrors Playwright's elementText (what getByText matches): the
    // text of all descendants and open shadow roots; null when too long to
    // matter. count=true also records getByText exact-match counts.
    function elText(S, root, count) {
      let v = S.text.get(root);
      if (v !== undefined) return v;
      if (root.nodeType === 1) {
        const tag = T(root);
        if (tag === "SCRIPT" || tag === "NOSCRIPT" || tag === "STYLE" || tag === "HEAD") {
          S.text.set(root, EMPTY_TEXT);
          return EMPTY_TEXT;
        }
        if (tag === "INPUT" && (root.type === "submit" || root.type === "button")) {
          const value = root.value || "";
          v = value.length > TEXT_CAP ? { full: null, norm: null, self: false } : { full: value, norm: normWS(value), self: true };
          if (count && v.norm) inc(S.texts, v.norm);
          S.text.set(root, v);
          return v;
        }
      }
      let full = "";
      let long = false;
      for (let c = root.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3) {
          if (!long) full += c.nodeValue || "";
        } else if (c.nodeType === 1) {
          const ct = elText(S, c, count);
          if (ct.full === null) long = true;
          else if (!long) full += ct.full;
        }
        if (full.length > TEXT_CAP) long = true;
      }
      if (root.shadowRoot) {
        const st = elText(S, root.shadowRoot, count);
        if (st.full === null) long = true;
        else if (!long) full += st.full;
        if (full.length > TEXT_CAP) long = true;
      }
      if (long) {
        v = { full: null, norm: null, self: false };
      } else {
        v = { full, norm: full ? normWS(full) : "", self: false };
        if (v.norm && root.nodeType === 1) {
          let childMatch = false;
          for (let c = root.firstElementChild; c && !childMatch; c = c.nextElementSibling) {
            if (elText(S, c, count).norm === v.norm) childMatch = true;
          }
          if (!childMatch && root.shadowRoot && elText(S, root.shadowRoot, count).norm === v.norm) childMatch = true;
          v.self = !childMatch;
          if (count && v.self) inc(S.texts, v.norm);
        }
      }
      S.text.set(root, v);
      return v;
    }

    // shortText is the element's text for fingerprints: trimmed and cut.
    function shortText(S, el) {
      const v = elText(S, el, false);
      if (v.norm !== null) return cut(v.norm, 80);
      return cut(normWS((el.textContent || "").slice(0, 2000)), 80);
    }

    // <snapshot-only>: left out of the fingerprint-only build (see take.go)
    // labelTexts mirrors Playwright's getElementLabels (what getByLabel
    // matches).
    function labelTexts(S, el) {
      const refs = labelledByEls(el);
      if (refs) return refs.map((r) => elText(S, r, false).norm);
      const ariaLabel = el.getAttribute("aria-label");
      if (ariaLabel !== null && ariaLabel.trim()) return [normWS(ariaLabel)];
      const tag = T(el);
      if (LABELABLE.has(tag) && !(tag === "INPUT" && el.type === "hidden")) {
        return labelsOf(S, el).map((l) => elText(S, l, false).norm);
      }
      return [];
    }

    // ----------------------------------------------------------- the walk

    function stableId(id) {
      if (!id || id.length > 64) return false;
      if (/\s/.test(id)) return false;
      if (/[:]/.test(id)) return false; // React useId ":r3:" and friends
      if (/\d{4,}/.test(id)) return false; // long digit runs
      if (/^(ember|ext-gen|ext-comp|yui_|gwt-uid-|mui-|radix-|headlessui-|react-aria|rc_|rc-|__)/i.test(id) && /\d/.test(id)) return false;
      if (/(^|[-_])[0-9a-f]{6,}($|[-_])/i.test(id) && /\d/.test(id)) return false; // hex hashes
      if (/[-_]\d+$/.test(id) && /^(react|vue|ng|svelte|id|uid|el|input|field)[-_]/i.test(id)) return false;
      if (isGuidLike(id)) return false;
      return true;
    }

    function isGuidLike(id) {
      let last;
      let transitions = 0;
      for (let i = 0; i < id.length; i++) {
        const c = id[i];
        if (c === "-" || c === "_") continue;
        let t;
        if (c >= "a" && c <= "z") t = "lower";
        else if (c >= "A" && c <= "Z") t = "upper";
        else if (c >= "0" && c <= "9") t = "digit";
        else t = "other";
        if (t === "lower" && last === "upper") { last = t; continue; }
        if (last && last !== t) transitions++;
        last = t;
      }
      return transitions >= id.length / 4;
    }

    function countAttrs(S, el, tag) {
      if (!el.hasAttributes()) return;
      let name = null;
      let type = null;
      for (const a of el.getAttributeNames()) {
        if (!COUNTED_ATTRS.has(a)) {
          if (DATA_KEY_ATTR.test(a)) inc(S.dataKeys, a + "\u0000" + el.getAttribute(a));
          continue;
        }
        const v = el.getAttribute(a);
        switch (a) {
          case "id": if (v) inc(S.ids, v); break;
          case "placeholder": inc(S.placeholders, v); break;
          case "title": inc(S.titles, v); break;
          case "alt": inc(S.alts, v); break;
          case "name": name = v; break;
          case "type": type = v; break;
          default: if (v) inc(S.testids, a + "\u0000" + v);
        }
      }
      if (name === null && type === null) return;
      const lt = tag.toLowerCase();
      if (name !== null) inc(S.cssAttrs, lt + "\u0000n\u0000" + name);
      if (type !== null) inc(S.cssAttrs, lt + "\u0000t\u0000" + type);
      if (name !== null && type !== null) inc(S.cssAttrs, lt + "\u0000t\u0000" + type + "\u0000n\u0000" + name);
    }

    function isInteractive(S, el, tag, role, pointer, parentPointer, inInteractive) {
      switch (tag) {
        case "A": if (el.hasAttribute("href")) return true; break;
        case "BUTTON": case "SELECT": case "TEXTAREA": return true;
        case "INPUT": return el.type !== "hidden";
        case "SUMMARY": return true;
        default: break;
      }
      const ex = explicitRole(el);
      if (ex && INTERACTIVE_ROLES.has(ex)) return true;
      if (role && INTERACTIVE_ROLES.has(role) && tag !== "OPTION") return true;
      if (el.hasAttribute("contenteditable") && el.isContentEditable) {
        const p = el.parentElement;
        if (!p || !p.isContentEditable) return true;
      }
      if (inInteractive) return false;
      const ti = el.getAttribute("tabindex");
      if (ti !== null && ti.trim() !== "" && Number(ti) >= 0) return true;
      if (el.hasAttribute("onclick")) return true;
      if (tag !== "LABEL" && tag !== "BODY" && tag !== "HTML" && pointer && !parentPointer) return true;
      return false;
    }

    function hasDirectText(el) {
      if (el.shadowRoot) return false; // its light text shows through slots, if at all
      for (let c = el.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3 && /\S/.test(c.nodeValue)) return true;
      }
      return false;
    }

    // snapshotFrame walks the whole document once (light DOM, open shadow
    // roots, slots) and returns the frame's elements.
    function snapshotFrame(opts) {
      const doc = document;
      const S = newState(doc, opts);
      const max = opts.max > 0 ? opts.max : Infinity;
      const nodes = [];
      const byRole = new Map();
      const labelables = [];
      // Per visited ancestor: interactive count on entry and the text
      // leaves whose fate it decides (kept if it holds something to act on).
      const stackStart = [];
      const stackPending = [];
      let icount = 0;

      // Text counts first: one pass over the light tree and shadow roots.
      if (doc.documentElement) elText(S, doc.documentElement, true);

      const visit = (el, pChain, parentNode, flags, parentPointer) => {
        const tag = T(el);
        countAttrs(S, el, tag);
        let chain = pChain;
        let hidden;
        let st = null;
        if (pChain) {
          S.chain.set(el, true);
          S.hidden.set(el, true);
          hidden = true;
        } else if (IGNORED.has(tag)) {
          hidden = true;
          S.hidden.set(el, true);
        } else {
          chain = chainHidden(S, el);
          hidden = isHidden(S, el);
          st = style(S, el);
        }
        if (tag === "IFRAME" || tag === "FRAME") {
          if (el[FRAME_KEY] && el[FRAME_KEY].token !== opts.token) delete el[FRAME_KEY];
        }
        if (LABELABLE.has(tag) || el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby")) labelables.push(el);
        const emit = !hidden || S.ih;
        let role = null;
        let myNode = -1;
        let childFlags = flags;
        let pointer = parentPointer;
        if (emit && !IGNORED.has(tag) && tag !== "HEAD") {
          role = roleOf(S, el);
          if (role && !hidden) {
            let list = byRole.get(role);
            if (!list) byRole.set(role, (list = []));
            list.push(el);
          }
          pointer = !!st && st.cursor === "pointer";
          let kind = "";
          if (tag === "IFRAME" || tag === "FRAME") kind = "f";
          else if (isInteractive(S, el, tag, role, pointer, parentPointer, flags.inInteractive)) kind = "i";
          else if (role === "heading") kind = "h";
          else if (role === "row" && !flags.inInteractive) kind = "r";
          else if (role && CONTAINER_ROLES.has(role) && (role !== "group" || tag === "FIELDSET" || hasExplicitName(el))) kind = "l";
          else if (role && LIVE_ROLES.has(role)) kind = "t";
          else if (!flags.inInteractive && !flags.inText && !flags.inRow && tag !== "LABEL" && tag !== "LEGEND" && hasDirectText(el)) kind = "tt";
          else if (tag === "LABEL" && !el.control && !flags.inInteractive && !flags.inText && !flags.inRow && hasDirectText(el)) kind = "tt";
          if (kind) {
            const node = { el, kind, parent: parentNode, role, hidden, keep: false, hasKept: false };
            myNode = nodes.length;
            nodes.push(node);
            if (kind === "i") {
              icount++;
              node.keep = true;
              childFlags = Object.assign({}, childFlags, { inInteractive: true });
            } else if (kind === "h" || kind === "f") {
              node.keep = true;
              childFlags = Object.assign({}, childFlags, { inText: true });
            } else if (kind === "t") {
              node.keep = !!elText(S, el, false).norm;
              childFlags = Object.assign({}, childFlags, { inText: true });
            } else if (kind === "tt") {
              node.kind = "t";
              const tv = elText(S, el, false).norm;
              if (tv && tv.length <= MAX_TEXT_CANDIDATE) {
                const d = stackStart.length >= 2 ? stackStart.length - 2 : 0;
                if (stackStart.length) {
                  if (!stackPending[d]) stackPending[d] = [];
                  stackPending[d].push(node);
                }
              }
              childFlags = Object.assign({}, childFlags, { inText: true });
            } else if (kind === "r") {
              childFlags = Object.assign({}, childFlags, { inRow: true });
            }
          }
        }
        stackStart.push(icount);
        stackPending.push(null);
        const pn = myNode >= 0 ? myNode : parentNode;
        const root = el.shadowRoot;
        if (root) {
          for (let c = root.firstElementChild; c; c = c.nextElementSibling) visit(c, chain, pn, childFlags, pointer);
          for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
            if (!c.assignedSlot) visit(c, true, pn, childFlags, pointer);
          }
        } else if (tag === "SLOT" && el.assignedNodes().length) {
          for (const c of el.assignedElements()) visit(c, chain, pn, childFlags, pointer);
          for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, true, pn, childFlags, pointer);
        } else {
          for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, chain, pn, childFlags, pointer);
        }
        const start = stackStart.pop();
        const pending = stackPending.pop();
        if (pending && icount > start) for (const n of pending) n.keep = true;
      };
      if (doc.documentElement) visit(doc.documentElement, false, -1, { inInteractive: false, inText: false, inRow: false }, false);

      // Label counts (getByLabel): every element with a label, hidden or not.
      for (const el of labelables) {
        const seen = new Set();
        for (const t of labelTexts(S, el)) {
          if (t && !seen.has(t)) {
            seen.add(t);
            inc(S.labels, t);
          }
        }
      }

      // Containers and rows stay when something inside them stays.
      for (let i = nodes.length - 1; i >= 0; i--) {
        const n = nodes[i];
        if (n.kind === "l" || n.kind === "r") {
          if (n.hasKept) n.keep = true;
          else if (n.kind === "r") n.keep = smallTable(n.el);
        }
        if (n.keep && n.parent >= 0) nodes[n.parent].hasKept = true;
      }
      // Rows carry their cells' text; text inside kept rows is not repeated.
      const kept = [];
      for (let i = 0; i < nodes.length && kept.length < max; i++) {
        const n = nodes[i];
        if (!n.keep) continue;
        let p = n.parent;
        while (p >= 0 && !nodes[p].keep) p = nodes[p].parent;
        n.depth = p >= 0 ? nodes[p].depth + 1 : 0;
        kept.push(n);
      }

      // Role+name counts for the roles that kept elements have.
      const needRoles = new Set();
      for (const n of kept) if (n.role && n.role !== "row" && !n.hidden) needRoles.add(n.role);
      for (const r of needRoles) {
        for (const el of byRole.get(r) || []) inc(S.roleNames, r + "\u0000" + normWS(accName(S, el)));
      }

      // Ancestors (and shadow roots) of visible headings: contextOf looks
      // for headings only inside them.
      S.withHeadings = new Set();
      for (const h of byRole.get("heading") || []) {
        for (let n = h.parentNode; n && !S.withHeadings.has(n); n = n.parentNode || n.host) S.withHeadings.add(n);
      }
      const out = [];
      let frameIndex = 0;
      const last = { p: "", c: "", x: "", cx: "" };
      for (const n of kept) {
        const e = describe(S, n.el, n);
        e.depth = n.depth;
        if (n.kind === "f") {
          e.frame = frameIndex++;
          n.el[FRAME_KEY] = { token: opts.token, index: e.frame, ref: frameRef(S, n.el) };
        }
        out.push(record(encode(e, last)));
      }
      return record([location.href, doc.title, String(frameIndex)]) + (out.length ? RS + out.join(RS) : "");
    }

    // record joins fields with the unit separator; a frame's snapshot is its
    // header record (url, title, number of frames) and one record per
    // element, joined with the record separator. Go splits that faster than
    // it decodes JSON. Fields holding a separator or the escape character
    // (control characters, rare in pages) have them escaped: ESC + "A" to
    // "D" for \u001c to \u001f.
    function record(fields) {
      if (!SEPARATORS.test(fields.join(""))) return fields.join(US);
      return fields.map((f) => f.replace(SEPARATORS_ALL, (c) => ESC + String.fromCharCode(c.charCodeAt(0) - 0x1c + 65))).join(US);
    }

    // encode turns an element into an array of strings for the trip to Go:
    // transfer and decoding time grow with size and structure, so fields
    // are positional, repeated values are left out and the three long
    // paths are front-coded against the previous element's ("shared|rest").
    // take.go's decoder.element reverses it; keep the two in step:
    //
    //   0 tag  1 role  2 name  3 value  4 checked  5 flags (i interactive,
    //   d disabled, h hidden, s in shadow, t has a target)  6 level
    //   7 depth  8 frame index  9 options ("\u0001"-prefixed and -joined)
    //   10 fingerprint role  11 fingerprint name (SAME: the element's)
    //   12 text (SAME: the fingerprint name)  13 path  14 context (SAME:
    //   the previous element's context)
    //   15 box "x,y,w,h"  16 css path  17 xpath  18 number of attributes,
    //   then name/value pairs, then candidates as [kind, a, b, score]
    //   (testid: attr, value; role: role, name or SAME; others: value, "").
    function encode(e, last) {
      const front = (k, v) => {
        const prev = last[k];
        let i = 0;
        const n = Math.min(prev.length, v.length);
        while (i < n && prev.charCodeAt(i) === v.charCodeAt(i)) i++;
        last[k] = v;
        return i + "|" + v.slice(i);
      };
      const fp = e.fingerprint;
      let flags = "";
      if (e.interactive) flags += "i";
      if (e.disabled) flags += "d";
      if (e.hidden) flags += "h";
      if (fp && fp.inShadow) flags += "s";
      if (fp) flags += "t";
      const o = [e.tag, e.role, e.name || "", e.value || "", e.checked || "", flags, e.level ? String(e.level) : "",
        String(e.depth || 0), e.frame !== undefined ? String(e.frame) : "",
        e.options ? "\u0001" + e.options.join("\u0001") : ""];
      if (!fp) return o;
      let cp = "";
      let xp = "";
      const cands = [];
      for (const c of e.candidates) {
        if (c.kind === "css" && c.score === SCORE.cssPath) cp = front("c", c.value);
        else if (c.kind === "xpath") xp = front("x", c.value);
        else if (c.kind === "role") cands.push("role", c.role, c.name === fp.name ? SAME : c.name, String(c.score));
        else if (c.kind === "testid") cands.push("testid", c.attr, c.value, String(c.score));
        else cands.push(c.kind, c.value, "", String(c.score));
      }
      const b = fp.box;
      o.push(fp.role || "", (fp.name || "") === (e.name || "") ? SAME : fp.name || "",
        (fp.text || "") === (fp.name || "") ? SAME : fp.text || "", front("p", fp.path),
        (fp.context || "") === last.cx ? SAME : (last.cx = fp.context || ""),
        b.x + "," + b.y + "," + b.w + "," + b.h, cp, xp);
      const attrs = fp.attrs ? Object.keys(fp.attrs) : [];
      o.push(String(attrs.length));
      for (const k of attrs) o.push(k, fp.attrs[k]);
      for (const c of cands) o.push(c);
      return o;
    }

    function smallTable(row) {
      const table = closestCrossShadow(row, "table,[role=table],[role=grid],[role=treegrid]");
      if (!table) return false;
      if (table.rows) return table.rows.length <= 30;
      return table.querySelectorAll("[role=row]").length <= 30;
    }

    // </snapshot-only>

    // --------------------------------------------------------- description

    function rowName(S, row) {
      const parts = [];
      for (let c = row.firstElementChild; c; c = c.nextElementSibling) {
        const r = roleOf(S, c);
        if (!["cell", "gridcell", "rowheader", "columnheader"].includes(r || "")) continue;
        if (c.querySelector("a[href],button,input,select,textarea,[role=button],[role=link],[role=checkbox]")) continue;
        const t = shortText(S, c);
        if (t) parts.push(t);
      }
      return cut(parts.join(" | "), 120);
    }

    // <snapshot-only>: left out of the fingerprint-only build (see take.go)
    // ownText is the text of a text node of the snapshot without the text
    // of the elements to act on inside it (they have their own lines).
    function ownText(S, el) {
      if (!el.querySelector(ACTIONABLE_CSS)) return shortText(S, el);
      let s = "";
      const visit = (node) => {
        for (let c = node.firstChild; c; c = c.nextSibling) {
          if (c.nodeType === 3) s += c.nodeValue;
          else if (c.nodeType === 1 && !c.matches(ACTIONABLE_CSS) && !IGNORED.has(T(c))) {
            s += " ";
            visit(c);
            s += " ";
          }
        }
      };
      visit(el);
      return normWS(s.slice(0, 2000));
    }

    function describe(S, el, n) {
      const tag = T(el);
      const role = n.role || "";
      const kind = n.kind;
      const e = {
        tag: tag.toLowerCase(),
        role: role || (kind === "f" ? "iframe" : kind === "t" ? "text" : "generic"),
        interactive: kind === "i",
      };
      if (n.hidden) e.hidden = true;
      if (kind === "r") e.name = rowName(S, el);
      else if (kind === "t") e.name = cut(ownText(S, el), 120);
      else e.name = cut(normWS(accName(S, el)), MAX_NAME);
      if (kind === "i") {
        if (tag === "INPUT" || tag === "TEXTAREA") {
          const type = (el.type || "").toLowerCase();
          if (type !== "checkbox" && type !== "radio" && type !== "button" && type !== "submit" && type !== "reset" &&
            type !== "image" && type !== "file") {
            const v = el.value || "";
            e.value = type === "password" && v ? "\u2022\u2022\u2022\u2022\u2022\u2022" : cut(v, 100);
          }
        } else if (tag === "SELECT") {
          const sel = [...el.selectedOptions].map((o) => normWS(o.label || o.textContent || ""));
          e.value = sel.join(", ");
          e.options = [...el.options].slice(0, 50).map((o) => normWS(o.label || o.textContent || ""));
        } else if (role === "combobox" || role === "textbox" || role === "searchbox") {
          if (el.isContentEditable) e.value = cut(normWS(el.textContent || ""), 100);
        }
        const checked = checkedState(S, el, role);
        if (checked) e.checked = checked;
        if (nativelyDisabled(el) || explicitDisabled(S, el, false)) e.disabled = true;
      }
      if (role === "heading") {
        const lv = headingLevel(el);
        if (lv) e.level = lv;
      }
      // Rows and landmarks are context only: no target.
      if (kind !== "r" && kind !== "l") {
        e.candidates = candidates(S, el, n);
        e.fingerprint = fingerprint(S, el);
      }
      return e;
    }

    function headingLevel(el) {
      const m = /^H([1-6])$/.exec(T(el));
      if (m) return Number(m[1]);
      const v = Number(el.getAttribute("aria-level"));
      return Number.isInteger(v) && v >= 1 ? v : 0;
    }

    function checkedState(S, el, role) {
      const tag = T(el);
      if (tag === "INPUT" && el.indeterminate && (el.type === "checkbox" || el.type === "radio")) return "mixed";
      if (tag === "INPUT" && (el.type === "checkbox" || el.type === "radio")) return el.checked ? "true" : "false";
      if (CHECKED_ROLES.has(role)) {
        const v = el.getAttribute("aria-checked");
        if (v === "true") return "true";
        if (v === "mixed") return "mixed";
        if (role !== "option" && role !== "treeitem") return "false";
        return "";
      }
      return "";
    }

    function explicitDisabled(S, el, isAncestor) {
      if (!el) return false;
      if (!isAncestor && !DISABLED_ROLES.has(roleOf(S, el) || "")) return false;
      let v = S.ariaDisabled.get(el);
      if (v === undefined) {
        const a = (el.getAttribute("aria-disabled") || "").toLowerCase();
        v = a === "true" ? true : a === "false" ? false : explicitDisabled(S, parentOrHost(el), true);
        S.ariaDisabled.set(el, v);
      }
      return v;
    }

    // ------------------------------------------------------------ candidates

    function makeIdSelector(id) {
      return /^[a-zA-Z][a-zA-Z0-9\-_]+$/.test(id) ? "#" + id : "[id=" + cssQuote(id) + "]";
    }

    function candidates(S, el, n) {
      const out = [];
      const tag = T(el);
      const lt = tag.toLowerCase();
      for (const a of TESTID_ATTRS) {
        const v = el.getAttribute(a);
        if (v && S.testids.get(a + "\u0000" + v) === 1) {
          out.push({ kind: "testid", attr: a, value: v, score: a === "data-testid" ? SCORE.testid : SCORE.otherTestid });
        }
      }
      const role = n.role;
      if (role && role !== "none" && role !== "presentation" && !n.hidden && n.kind !== "r") {
        const name = normWS(accName(S, el));
        if (name && !/^\p{Co}+$/u.test(name) && S.roleNames.get(role + "\u0000" + name) === 1) {
          out.push({ kind: "role", role, name, score: SCORE.role });
        }
      }
      if (tag === "INPUT" || tag === "TEXTAREA") {
        const ph = el.getAttribute("placeholder");
        if (ph && S.placeholders.get(ph) === 1) out.push({ kind: "placeholder", value: ph, score: SCORE.placeholder });
      }
      for (const t of labelTexts(S, el)) {
        if (t && S.labels.get(t) === 1) {
          out.push({ kind: "label", value: t, score: SCORE.label });
          break;
        }
      }
      if (["APPLET", "AREA", "IMG", "INPUT"].includes(tag)) {
        const alt = el.getAttribute("alt");
        if (alt && S.alts.get(alt) === 1) out.push({ kind: "alt", value: alt, score: SCORE.alt });
      }
      if (tag !== "SELECT") {
        const tv = elText(S, el, false);
        if (tv.self && tv.norm && tv.norm.length <= MAX_TEXT_CANDIDATE && S.texts.get(tv.norm) === 1) {
          out.push({ kind: "text", value: tv.norm, score: SCORE.text });
        }
      }
      const title = el.getAttribute("title");
      if (title && S.titles.get(title) === 1) out.push({ kind: "title", value: title, score: SCORE.title });
      const id = el.getAttribute("id");
      if (id && stableId(id) && S.ids.get(id) === 1) out.push({ kind: "css", value: makeIdSelector(id), score: SCORE.cssId });
      const name = el.getAttribute("name");
      const type = el.getAttribute("type");
      let attrDone = false;
      if (name && NAME_ATTR_TAGS.has(tag) && S.cssAttrs.get(lt + "\u0000n\u0000" + name) === 1) {
        out.push({ kind: "css", value: lt + "[name=" + cssQuote(name) + "]", score: SCORE.cssAttr });
        attrDone = true;
      }
      if (!attrDone && type && type !== "hidden" && (tag === "INPUT" || tag === "TEXTAREA")) {
        if (S.cssAttrs.get(lt + "\u0000t\u0000" + type) === 1) {
          out.push({ kind: "css", value: lt + "[type=" + cssQuote(type) + "]", score: SCORE.cssAttr });
        } else if (name && S.cssAttrs.get(lt + "\u0000t\u0000" + type + "\u0000n\u0000" + name) === 1) {
          out.push({ kind: "css", value: lt + "[type=" + cssQuote(type) + "][name=" + cssQuote(name) + "]", score: SCORE.cssAttr });
        }
      }
      const key = dataKey(S, el);
      if (key && key[0] !== "[") out.push({ kind: "css", value: key, score: SCORE.cssAttr });
      if (n.kind === "i" && !out.length && el.getRootNode() === S.doc) {
        // Nothing names it: find it by the row, card or group it sits in.
        const row = rowSelector(S, el);
        if (row) out.push({ kind: "css", value: row, score: SCORE.cssRow });
      }
      out.push({ kind: "css", value: cssPath(S, el), score: SCORE.cssPath });
      if (el.getRootNode() === S.doc) {
        const xp = xpath(S, el);
        if (xp) out.push({ kind: "xpath", value: xp, score: SCORE.xpath });
      }
      return out;
    }

    // cssPath builds a child-combinator path from the nearest ancestor with a
    // unique stable id (or from html). Playwright's css engine treats a shadow
    // host as the parent of its shadow root's top-level elements, so the path
    // crosses open shadow roots.
    function cssPath(S, el) {
      if (el === S.doc.documentElement) return "html";
      const p = parentOrHost(el);
      const own = siblingTokens(S, el).css;
      return p ? cssPrefix(S, p) + " > " + own : own;
    }

    // cssPrefix is the path of an ancestor: its #id when unique and stable.
    // cssPrefix is the path of an ancestor: its #id, or a unique data key
    // attribute such as tr[data-user-id="u5"], when it has one, so the path
    // survives reordering of rows and cards.
    function cssPrefix(S, e) {
      let v = S.cssPrefix.get(e);
      if (v !== undefined) return v;
      const id = e.getAttribute("id");
      let key;
      if (id && stableId(id) && S.ids.get(id) === 1) v = makeIdSelector(id);
      else if ((key = dataKey(S, e))) v = key;
      else if (e === S.doc.documentElement) v = "html";
      else {
        const p = parentOrHost(e);
        v = p ? cssPrefix(S, p) + " > " + siblingTokens(S, e).css : siblingTokens(S, e).css;
      }
      S.cssPrefix.set(e, v);
      return v;
    }

    // dataKey returns [data-testid="value"] (or another test id attribute),
    // else tag[data-*-id="value"] for the first data attribute of e that
    // names a key (data-id, data-user-id, data-key, data-slug, ...), when the
    // value is unique in the frame and not a long hash; else "".
    function dataKey(S, e) {
      if (!e.hasAttributes()) return "";
      for (const a of TESTID_ATTRS) {
        const v = e.getAttribute(a);
        if (v && S.testids.get(a + "\u0000" + v) === 1) return "[" + a + "=" + cssQuote(v) + "]";
      }
      for (const a of e.getAttributeNames()) {
        if (!DATA_KEY_ATTR.test(a)) continue;
        const v = e.getAttribute(a);
        if (!v || v.length > 64 || /\s/.test(v) || /^[0-9a-f-]{16,}$/i.test(v)) continue;
        if (S.dataKeys.get(a + "\u0000" + v) !== 1) continue;
        return CSS.escape(e.localName) + "[" + a + "=" + cssQuote(v) + "]";
      }
      return "";
    }

    // siblingTokens returns e's css step (tag, or tag:nth-child(k) when the tag
    // repeats among its siblings) and XPath step, computing them for all of
    // e's siblings at once.
    function siblingTokens(S, e) {
      let v = S.steps.get(e);
      if (v) return v;
      const parent = e.parentNode;
      const kids = parent ? parent.children : [e];
      const n = kids.length;
      const cssCount = new Map();
      const xpCount = new Map();
      const keys = new Array(n);
      for (let i = 0; i < n; i++) {
        const c = kids[i];
        const name = c.localName;
        const key = c.namespaceURI === XHTML ? name : name + " " + c.namespaceURI;
        keys[i] = key;
        cssCount.set(name, (cssCount.get(name) || 0) + 1);
        xpCount.set(key, (xpCount.get(key) || 0) + 1);
      }
      // A shadow host's light children and its shadow root's top-level
      // children share the same parent for Playwright: count both.
      const host = parentOrHost(e);
      if (host && host.shadowRoot) {
        const other = parent === host.shadowRoot ? host.children : host.shadowRoot.children;
        for (const c of other) inc(cssCount, c.localName);
      }
      const xpSeen = new Map();
      for (let i = 0; i < n; i++) {
        const c = kids[i];
        const key = keys[i];
        const k = (xpSeen.get(key) || 0) + 1;
        xpSeen.set(key, k);
        const t = tokensFor(S, c);
        S.steps.set(c, {
          css: cssCount.get(c.localName) > 1 ? t.css + ":nth-child(" + (i + 1) + ")" : t.css,
          xp: xpCount.get(key) > 1 ? t.xp + "[" + k + "]" : t.xp,
        });
      }
      return S.steps.get(e);
    }

    // tokensFor returns the css and XPath name tokens of e's tag.
    function tokensFor(S, e) {
      const key = e.namespaceURI === XHTML ? e.localName : e.localName + " " + e.namespaceURI;
      let t = S.escapes.get(key);
      if (!t) {
        const name = e.localName;
        const html = e.namespaceURI === XHTML && /^[a-z][a-z0-9-]*$/.test(name);
        t = { css: CSS.escape(name), xp: html ? name : "*[local-name()=" + xpQuote(name) + "]" };
        S.escapes.set(key, t);
      }
      return t;
    }

    function xpath(S, el) {
      let v = S.xpaths.get(el);
      if (v !== undefined) return v;
      const p = el.parentElement;
      v = (p ? xpath(S, p) : "") + "/" + siblingTokens(S, el).xp;
      S.xpaths.set(el, v);
      return v;
    }

    function xpQuote(s) {
      if (!s.includes("'")) return "'" + s + "'";
      if (!s.includes('"')) return '"' + s + '"';
      return "concat('" + s.replace(/'/g, "', \"'\", '") + "')";
    }

    function frameRef(S, el) {
      const id = el.getAttribute("id");
      const tag = T(el).toLowerCase();
      const name = el.getAttribute("name") || "";
      const ref = { selector: "", name };
      if (id && stableId(id) && S.ids.get(id) === 1) {
        ref.selector = makeIdSelector(id);
        return ref;
      }
      const frames = [...S.doc.querySelectorAll("iframe,frame")];
      const uniqueAmongFrames = (pred) => frames.filter(pred).length === 1;
      if (name && S.cssAttrs.get(tag + "\u0000n\u0000" + name) === 1) {
        ref.selector = tag + "[name=" + cssQuote(name) + "]";
        return ref;
      }
      const title = el.getAttribute("title");
      if (title && el.getRootNode() === S.doc && uniqueAmongFrames((f) => f.getAttribute("title") === title)) {
        ref.selector = tag + "[title=" + cssQuote(title) + "]";
        if (countCSS(S, ref.selector) === 1) return ref;
      }
      const src = el.getAttribute("src");
      if (src && el.getRootNode() === S.doc) {
        let part = src;
        try {
          const u = new URL(src, S.doc.baseURI);
          part = u.pathname + u.search;
        } catch (e) {
          part = src;
        }
        if (part && part !== "/" && uniqueAmongFrames((f) => (f.getAttribute("src") || "").includes(part))) {
          ref.selector = tag + "[src*=" + cssQuote(part) + "]";
          if (countCSS(S, ref.selector) === 1) return ref;
        }
      }
      ref.selector = cssPath(S, el);
      return ref;
    }

    // countCSS counts matches of a plain selector in the document and every
    // open shadow root (how Playwright's css engine pierces).
    function countCSS(S, sel) {
      let n = 0;
      const q = (root) => {
        n += root.querySelectorAll(sel).length;
        for (const e of root.querySelectorAll("*")) if (e.shadowRoot) q(e.shadowRoot);
      };
      q(S.doc);
      return n;
    }

    // </snapshot-only>

    // ----------------------------------------------------------- fingerprint

    // composedPath is the tag path from the root: "html>body>form>button",
    // with "/" after a shadow host: "html>body>my-widget/div>button".
    function composedPath(S, el) {
      let v = S.paths.get(el);
      if (v !== undefined) return v;
      const p = parentOrHost(el);
      if (!p) v = el.localName;
      else v = composedPath(S, p) + (el.parentElement === p ? ">" : "/") + el.localName;
      S.paths.set(el, v);
      return v;
    }

    function fingerprint(S, el) {
      const tag = T(el);
      const role = roleOf(S, el) || "";
      const fp = { tag: tag.toLowerCase() };
      if (role) fp.role = role;
      const name = nameOf(S, el, role);
      if (name) fp.name = name;
      const text = shortText(S, el);
      if (text) fp.text = text;
      let attrs = null;
      if (el.hasAttributes()) {
        const valueToo = tag === "BUTTON" || (tag === "INPUT" && ["submit", "button", "reset"].includes((el.type || "").toLowerCase()));
        for (const a of el.getAttributeNames()) {
          if (!FP_ATTRS.has(a) && !(valueToo && a === "value")) continue;
          const v = el.getAttribute(a);
          if (v === null || v === "") continue;
          if (!attrs) attrs = {};
          attrs[a] = a === "class" ? normWS(v) : v.length > 200 ? v.slice(0, 200) : v;
        }
      }
      if (attrs) fp.attrs = attrs;
      fp.path = composedPath(S, el);
      const context = contextOf(S, el, !!name);
      if (context) fp.context = context;
      if (el.getRootNode().nodeType === 11) fp.inShadow = true;
      const r = el.getBoundingClientRect();
      const round = (v) => Math.round(v);
      fp.box = { x: round(r.x), y: round(r.y), w: round(r.width), h: round(r.height) };
      return fp;
    }

    // nameOf is an element's name in fingerprints. Rows are named by their
    // cells' text: cheaper than the accessible name and the same in Take
    // and FingerprintOf.
    function nameOf(S, el, role) {
      return role === "row" ? rowName(S, el) : cut(normWS(accName(S, el)), MAX_NAME);
    }

    // isRecorded is the selector engine's test (engine.go): is el the
    // element a fingerprint was recorded from, by the strict rule? Its tag
    // kind and role agree and, unless the target is an assertion's (relax),
    // its name is the same once whitespace and case are folded and so is
    // its context when both have one. Whatever this accepts, Go's Compare
    // accepts too; what it refuses goes to Compare for the reason.
    function isRecorded(el, w) {
      const tag = T(el).toLowerCase();
      if (!w.kind.split("|").includes(tagKind(tag, el.getAttribute("type") || ""))) return false;
      const S = newState(el.ownerDocument, {});
      const role = roleOf(S, el) || "";
      if ((role === "searchbox" ? "textbox" : role) !== w.role) return false;
      if (w.field !== undefined && fieldElsewhere(el, w.field)) return false;
      if (w.relax) return true;
      const name = nameOf(S, el, role);
      if (fold(name) !== w.name) return false;
      if (w.text !== undefined && fold(shortText(S, el)) !== w.text) return false;
      if (w.context === undefined) return true; // none was recorded
      const context = contextOf(S, el, !!name);
      return !context || fold(context) === w.context;
    }

    // fieldElsewhere reports whether el, found for a form field recorded
    // with the name attribute field, has another one while exactly one
    // other field of its document or shadow root has it (engine.go's
    // FieldOf): the two disagree about which field is the recorded one.
    function fieldElsewhere(el, field) {
      const cut = (v) => (v !== null && v.length > 200 ? v.slice(0, 200) : v);
      if (cut(el.getAttribute("name")) === field) return false;
      let n = 0;
      for (const f of el.getRootNode().querySelectorAll("input, textarea, select")) {
        if (f !== el && cut(f.getAttribute("name")) === field) n++;
      }
      return n === 1;
    }

    // tagKind and fold are compare.go's, for isRecorded.
    function tagKind(tag, type) {
      type = type.toLowerCase();
      if (tag === "input") {
        if (["submit", "button", "reset", "image"].includes(type)) return "button";
        if (["checkbox", "radio", "range", "file", "color", "hidden", "password"].includes(type)) return "input:" + type;
        return "field";
      }
      if (tag === "textarea") return "field";
      return tag;
    }
    // fold splits at the white space Go's strings.Fields knows and lowers
    // one character at a time as Go's strings.ToLower does (no final sigma,
    // U+0130 to i), so the two agree on every name.
    const GO_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
    const fold = (s) => Array.from(s.split(GO_SPACE).filter(Boolean).join(" "), (c) => (c === "\u0130" ? "i" : c.toLowerCase())).join("");

    // wantOf decodes an engine selector's body: base64url of JSON that is
    // ASCII (Recorded escapes the rest), so atob's bytes are its text.
    const wants = new Map();
    function wantOf(body) {
      let w = wants.get(body);
      if (w) return w;
      let b64 = body.replace(/-/g, "+").replace(/_/g, "/");
      while (b64.length % 4) b64 += "=";
      w = JSON.parse(atob(b64));
      if (wants.size >= 256) wants.clear();
      wants.set(body, w);
      return w;
    }

    // contextOf finds nearby text that tells repeated elements apart: the
    // row's first other text cell, the list item's own text, the fieldset
    // legend or the nearest heading before the element inside an ancestor;
    // else the enclosing landmark's name. A control with no name of its
    // own (a list row's checkbox, an icon button, a field with no label)
    // is identified by the text around it first: its row's, card's or
    // group's (ownerContext), so "the checkbox in the row that says Walk
    // the dog" stays that row's after rows are added or reordered.
    function contextOf(S, el, named) {
      if (!named) {
        const t = ownerContext(S, el);
        if (t) return cut(t, 60);
      }
      let child = el;
      for (let a = parentOrHost(el), steps = 0; a && steps < 25; a = parentOrHost(a), steps++) {
        const tag = T(a);
        if (tag === "BODY" || tag === "HTML") break;
        const crossed = child.parentElement !== a; // child is top-level in a's shadow root
        const ex = explicitRole(a);
        let t = "";
        if (tag === "TR" || ex === "row") t = rowContext(S, a, child);
        else if (tag === "LI" || ex === "listitem") t = itemContext(S, a, child) || normWS(textAround(S, a, el));
        else if (tag === "FIELDSET") {
          const legend = a.querySelector(":scope > legend");
          if (legend && !legend.contains(el)) t = shortText(S, legend);
        }
        if (!t && !crossed) t = headingBefore(S, a, child);
        if (!t && crossed && a.shadowRoot) t = headingBefore(S, a.shadowRoot, child);
        if (t) return cut(t, 60);
        child = a;
      }
      // Headings of the whole document before the element.
      const top = child;
      const t = headingBefore(S, S.doc.body || S.doc.documentElement, top);
      if (t) return cut(t, 60);
      for (let a = parentOrHost(el); a; a = parentOrHost(a)) {
        const r = roleOf(S, a);
        if (r && LANDMARK_ROLES.has(r)) return cut(normWS(accName(S, a)) || r, 60);
      }
      return "";
    }

    // ownerContext is the text of the nearest container of el, a few
    // levels up and short of a list, table, form or landmark, that shows
    // any text besides el's own: a row, card or form group. "" when that
    // text is long (a page section, not a row) or there is none.
    function ownerContext(S, el) {
      const o = ownerOf(S, el);
      return o ? o.text : "";
    }

    // ownerOf is ownerContext's container: {a, text, steps}, or null.
    function ownerOf(S, el) {
      let v = S.owners && S.owners.get(el);
      if (v !== undefined) return v;
      v = null;
      for (let a = el.parentElement, steps = 1; a && steps <= 4; a = a.parentElement, steps++) {
        const tag = T(a);
        if (OWNER_STOP.has(tag)) break;
        const ex = explicitRole(a);
        const t = tag === "TR" || ex === "row" ? rowContext(S, a, el) || normWS(textAround(S, a, el)) : normWS(textAround(S, a, el));
        if (t) {
          if (t.length <= 80) {
            v = { a, text: t, steps };
            // The list item or row around it, when it says the same, is
            // the sturdier container (a wrapper inside a row may go).
            for (let b = a.parentElement, k = steps + 1; b && k <= steps + 2 && !OWNER_STOP.has(T(b)); b = b.parentElement, k++) {
              const bx = explicitRole(b);
              if (T(b) === "LI" || T(b) === "TR" || bx === "listitem" || bx === "row") {
                if (normWS(textAround(S, b, el)) === t) v = { a: b, text: t, steps: k };
                break;
              }
            }
          }
          break;
        }
        if (tag === "LI" || tag === "TR" || ex === "listitem" || ex === "row") break;
      }
      if (!S.owners) S.owners = new Map();
      S.owners.set(el, v);
      return v;
    }

    // rowSelector is a css candidate for a nameless control that finds it
    // by its container's text, the way Playwright's
    // locator("li").filter({ hasText }) does: `li:has-text("Walk the dog")
    // > div > input[type="checkbox"]`. "" unless el has an owner
    // (ownerOf) whose text fits in a context and the selector finds el
    // alone, by the same rules (whitespace folded, case ignored, a
    // substring of the container's text).
    function rowSelector(S, el) {
      const o = ownerOf(S, el);
      if (!o || o.text.length > 60) return "";
      const steps = [];
      for (let e = el; e !== o.a; e = e.parentElement) {
        let sel = T(e).toLowerCase();
        const type = e.getAttribute("type");
        if (e === el && type && /^[a-z]+$/.test(type)) sel += '[type="' + type + '"]';
        const role = e === el ? e.getAttribute("role") : null;
        if (role && /^[a-z]+$/.test(role)) sel += '[role="' + role + '"]';
        steps.unshift(sel);
      }
      const structure = T(o.a).toLowerCase() + " > " + steps.join(" > ");
      const want = o.text.toLowerCase();
      let n = 0;
      for (const m of S.doc.querySelectorAll(structure)) {
        let c = m;
        for (let k = 0; k < o.steps && c; k++) c = c.parentElement;
        if (c && normWS(c.textContent || "").toLowerCase().includes(want) && ++n > 1) return "";
      }
      if (n !== 1) return "";
      return T(o.a).toLowerCase() + ":has-text(" + JSON.stringify(o.text) + ") > " + steps.join(" > ");
    }
    const OWNER_STOP = new Set(["BODY", "HTML", "UL", "OL", "MENU", "TABLE", "TBODY", "THEAD", "TFOOT", "FORM", "MAIN", "NAV", "SECTION", "HEADER", "FOOTER", "ASIDE", "DIALOG"]);

    // textAround is the text of container a without el's own: its text
    // nodes and the text of its visible children, el left out.
    function textAround(S, a, el) {
      let s = "";
      for (let c = a.firstChild; c && s.length <= 400; c = c.nextSibling) {
        if (c.nodeType === 3) s += c.nodeValue || "";
        else if (c.nodeType === 1 && c !== el && !isHidden(S, c)) {
          if (c.contains(el)) s += " " + textAround(S, c, el) + " ";
          else {
            const v = elText(S, c, false);
            if (v.full !== null) s += " " + v.full + " ";
          }
        }
      }
      return s;
    }

    function rowContext(S, row, child) {
      for (let c = row.firstElementChild; c; c = c.nextElementSibling) {
        if (c === child || c.contains(child)) continue;
        const t = shortText(S, c);
        if (t) return t;
      }
      return "";
    }

    function itemContext(S, li, child) {
      let s = "";
      for (let c = li.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3) s += c.nodeValue;
        else if (c.nodeType === 1) {
          if (c === child || c.contains(child)) continue;
          const tg = T(c);
          if (tg === "UL" || tg === "OL" || tg === "MENU" || explicitRole(c) === "list" || explicitRole(c) === "menu") continue;
          const v = elText(S, c, false);
          s += " " + (v.norm === null ? (c.textContent || "").slice(0, 200) : v.full) + " ";
        }
      }
      return normWS(s);
    }

    function headingBefore(S, scope, ref) {
      if (!scope) return "";
      if (S.withHeadings && !S.withHeadings.has(scope)) return "";
      let list = S.headings.get(scope);
      if (list === undefined) {
        list = [...scope.querySelectorAll(HEADING_CSS)].filter((h) => !isHidden(S, h) && roleOf(S, h) === "heading");
        S.headings.set(scope, list);
      }
      for (let i = list.length - 1; i >= 0; i--) {
        const h = list[i];
        if (h === ref || h.contains(ref)) continue;
        if (h.compareDocumentPosition(ref) & Node.DOCUMENT_POSITION_FOLLOWING) {
          const t = shortText(S, h);
          if (t) return t;
        }
      }
      return "";
    }

    return { run };

    function run(x, y) {
      if (x && x.mode === "install") return ""; // InitScript: build the library only
      if (y && y.mode === "match") return !!(x && x.nodeType === 1) && isRecorded(x, wantOf(y.want));
      if (Array.isArray(x) && y && y.mode === "fingerprints") {
        // Locator.EvaluateAll: the count and the first few fingerprints.
        const S = x.length ? newState(x[0].ownerDocument, y) : null;
        return JSON.stringify({ n: x.length, fps: x.slice(0, y.max || 5).map((el) => fingerprint(S, el)) });
      }
      if (Array.isArray(x)) {
        // Locator.EvaluateAll: exactly one element, or say how many.
        if (x.length !== 1) return "\u0000reprise-count:" + x.length;
        x = x[0];
      }
      if (x && x.nodeType === 1) {
        if (y && y.mode === "frameinfo") {
          const v = x[FRAME_KEY];
          return v && v.token === y.token ? JSON.stringify(v) : "";
        }
        const S = newState(x.ownerDocument, y || {});
        return JSON.stringify(fingerprint(S, x));
      }
      // <snapshot-only>
      const snap = snapshotFrame(x || {});
      if (x && x.compress && snap.length > 16384 && typeof CompressionStream === "function") return deflate(snap);
      return snap;

      // deflate compresses big results ("z:" + base64 of raw deflate): moving
      // a string from the page to Go costs more per byte than compressing it.
      async function deflate(s) {
        const cs = new CompressionStream("deflate-raw");
        const writer = cs.writable.getWriter();
        writer.write(new TextEncoder().encode(s));
        writer.close();
        const buf = new Uint8Array(await new Response(cs.readable).arrayBuffer());
        let bin = "";
        for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode.apply(null, buf.subarray(i, i + 0x8000));
        return "z:" + btoa(bin);
      }
      // </snapshot-only>
      return NO_SNAPSHOT; // the fingerprint-only build
    }
  }
}
